import { cn } from "../../lib/cn";
import { CopyButton } from "./copy-button";

/**
 * A copyable block of prompt text. The kit's long boxes (`scrollLabel`) scroll inside a focusable
 * <pre> named for screen readers; `royal` gives the boxes' plain royal copy button.
 */
export function PromptBlock({
  text,
  copyLabel,
  context,
  royal = false,
  scrollLabel,
  testId,
  className,
}: {
  text: string;
  copyLabel: string;
  context?: string;
  royal?: boolean;
  scrollLabel?: string;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn("overflow-hidden rounded-xl border border-line bg-bg", className)}>
      <pre
        tabIndex={scrollLabel ? 0 : undefined}
        // A focusable scroll box needs a name; a plain <pre> may not carry aria-label, a group may.
        role={scrollLabel ? "group" : undefined}
        aria-label={scrollLabel}
        data-testid={testId}
        className={cn(
          scrollLabel && "max-h-[30rem] overflow-auto",
          "px-4 py-4 font-mono text-[0.8125rem] leading-relaxed break-words whitespace-pre-wrap text-ink sm:px-5",
        )}
      >
        {text}
      </pre>
      <div className="flex justify-end border-t border-line bg-surface-2/60 px-3 py-2">
        <CopyButton
          text={text}
          label={copyLabel}
          context={context}
          variant={royal ? "royal" : "outline"}
          className={royal ? undefined : "min-h-11 px-4"}
        />
      </div>
    </div>
  );
}
