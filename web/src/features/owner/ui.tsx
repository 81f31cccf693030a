/**
 * The console's building blocks, native HTML first: labelled inputs, buttons in the site's styles,
 * a native modal <dialog> for confirmations (the browser traps focus, Escape closes it, focus
 * returns to the opener), and dates in the owner's own locale. Nothing here is imported by a
 * public page.
 */
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Button as SiteButton } from "../../components/ui/button";
import { notify } from "../../lib/notify";
import { problem } from "./api";

export const fieldClass =
  "block w-full rounded-xl border border-line bg-surface px-3 py-2.5 text-base text-ink placeholder:text-muted focus-visible:border-royal aria-[invalid=true]:border-danger disabled:opacity-60";

/** The site's button; in the console, the outline style unless another is asked for. */
export function Button(props: ComponentProps<typeof SiteButton>) {
  return <SiteButton variant="outline" {...props} />;
}

/** A labelled input (or textarea) with an optional hint, tied to it by aria-describedby. */
export function TextField({
  label,
  hint,
  multiline,
  ...props
}: { label: string; hint?: ReactNode; multiline?: boolean } & ComponentProps<"input"> & Pick<ComponentProps<"textarea">, "rows">) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          aria-describedby={hintId}
          className={`${fieldClass} min-h-24 resize-y font-mono text-sm`}
          {...(props as ComponentProps<"textarea">)}
        />
      ) : (
        <input id={id} aria-describedby={hintId} className={fieldClass} {...props} />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A screen of the console: its own heading (h2) and a short line on what it is for. */
export function Screen({
  title,
  intro,
  children,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby="owner-screen-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="owner-screen-title" className="font-display text-2xl font-semibold text-ink">
            {title}
          </h2>
          {intro ? <p className="mt-1 max-w-2xl text-sm text-muted">{intro}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Card({ children, className = "", ...props }: ComponentProps<"div">) {
  return (
    <div className={`rounded-2xl border border-line bg-surface p-4 sm:p-6 ${className}`} {...props}>
      {children}
    </div>
  );
}

/** What a query shows while loading or after failing; `null` once it has data. */
export function QueryState({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
}) {
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-muted">
        Loading {what}…
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="space-y-2 text-sm text-danger">
        <p>
          Could not load {what}: {problem(query.error)}
        </p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  return null;
}

const dateTime = (value: string | number | null | undefined, options: Intl.DateTimeFormatOptions) => {
  if (value === null || value === undefined || value === "") return "—";
  const date = new Date(typeof value === "number" && value < 1e12 ? value * 1000 : value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString(undefined, options);
};

/** A moment as a <time> element, in the owner's locale. */
export function When({ value }: { value: string | number | null | undefined }) {
  const text = dateTime(value, { dateStyle: "medium", timeStyle: "short" });
  if (text === "—") return <span>—</span>;
  const iso = new Date(typeof value === "number" && value < 1e12 ? value * 1000 : value!).toISOString();
  return <time dateTime={iso}>{text}</time>;
}

/** A calendar day (YYYY-MM-DD or an ISO midnight) as the owner reads it. */
export function dayLabel(day: string): string {
  const [y, m, d] = day.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(undefined, {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand("copy");
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/** A copy button for a value shown once (an invite or reset code). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      className="min-h-9 px-3 py-1"
      aria-label={label}
      onClick={async () => {
        const ok = await copyToClipboard(text);
        setCopied(ok);
        if (ok) notify("success", { title: "Copied", description: "The code is on the clipboard." });
        else notify("error", { title: "Copy failed", description: "Select the code and copy it by hand." });
      }}
    >
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/**
 * A confirmation in a native modal <dialog>: shown with showModal() while `open`, closed by its
 * buttons or Escape (which calls onCancel).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
  confirmDisabled,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmDisabled?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!pending) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (!pending && !confirmDisabled) onConfirm();
        }}
        className="space-y-4"
      >
        <h2 id={titleId} className="font-display text-xl font-semibold text-ink">
          {title}
        </h2>
        <div className="space-y-3 text-sm text-ink">{children}</div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" aria-disabled={pending || confirmDisabled} disabled={confirmDisabled}>
            {pending ? (pendingLabel ?? "Working…") : confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** Toasts for a finished action, in the site's own toaster (lib/notify.ts). */
export const done = (title: string, description: string) => notify("success", { title, description });
export const failed = (title: string, error: unknown) => notify("error", { title, description: problem(error) });
