// Icons by their own path, not lucide-react's index, which would bring every icon the site uses
// into the page's chunk.
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import Zap from "lucide-react/icons/zap";
import { useEffect, useState, type ReactNode } from "react";
import { copyWithToast } from "../../lib/clipboard";
import { cn } from "../../lib/cn";

/** Copies `text` (clipboard API, else the textarea fallback) and toasts the result. */
export function CopyButton({
  text,
  label,
  context,
  variant = "outline",
  disabled,
  className,
  children,
}: {
  text: string;
  /** Visible label, e.g. "Copy". */
  label: string;
  /** What is copied, for screen readers: "Copy" + " " + context. */
  context?: string;
  variant?: "outline" | "royal" | "primary" | "chip";
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  const styles = {
    outline: "btn-outline",
    royal: "btn-royal",
    primary: "btn-primary",
    chip: "btn border border-frame bg-tint-gold text-ink hover:bg-surface-2",
  }[variant];

  return (
    <button
      type="button"
      disabled={disabled}
      onClick={async () => setCopied(await copyWithToast(text))}
      className={cn(styles, className)}
      data-copied={copied || undefined}
    >
      {children ?? (copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />)}
      {label}
      {context ? <span className="sr-only"> {context}</span> : null}
    </button>
  );
}

/** One of the mini prompts: a chip that copies its prompt. */
export function MiniPromptButton({ text, label }: { text: string; label: string }) {
  return (
    <CopyButton text={text} label={label} variant="chip" className="px-5">
      <Zap aria-hidden className="size-4 text-accent" />
    </CopyButton>
  );
}
