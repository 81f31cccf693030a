import { useId } from "react";
// By its own path, not lucide-react's index: see features/soulcode-kit/copy-button.tsx.
import Mail from "lucide-react/icons/mail";
import type { FormEvent } from "react";
import { wellnessNotices, type EmailFormCopy } from "../../content/wellness";
import { useFieldValueFromDom } from "../../hooks/use-field-value-from-dom";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { INTEREST_ENDPOINT, useWellnessEmails, type SubscribeResult } from "./use-wellness-emails";

/**
 * One of the three wellness sign-up forms. The browser enforces the required email field; the
 * shared list decides duplicate or welcome, and the field clears only after a welcome. The hook
 * also sends the address to the owner's interest list. Before hydration (or without JavaScript)
 * the form posts itself to the same endpoint, which redirects back to the page with a notice
 * (InterestNotices), so a submit never turns into a GET with the address in the URL.
 */
export function EmailSignup({
  copy,
  subscribe,
  tone = "surface",
  className,
}: {
  copy: EmailFormCopy;
  subscribe: (email: string) => SubscribeResult;
  tone?: "surface" | "royal";
  className?: string;
}) {
  const id = useId();
  // An address typed before hydration is kept, not wiped.
  const [email, setEmail] = useFieldValueFromDom(id);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!email.trim()) return;
    if (subscribe(email) === "duplicate") {
      notify("info", wellnessNotices.duplicate);
      return;
    }
    notify("success", wellnessNotices.success);
    setEmail("");
  }

  return (
    <form method="post" action={INTEREST_ENDPOINT} onSubmit={onSubmit} className={cn("w-full max-w-xl", className)}>
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Mail aria-hidden className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
          <input
            id={id}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={copy.placeholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="min-h-12 w-full rounded-full border border-line bg-surface py-3 pr-4 pl-12 text-ink placeholder:text-muted focus:border-royal"
          />
        </div>
        <button type="submit" className={cn(tone === "royal" ? "btn-primary" : "btn-royal", "min-h-12 px-6")}>
          {copy.submitLabel}
        </button>
      </div>
      <p className={cn("mt-3 text-sm", tone === "royal" ? "opacity-90" : "text-muted")}>{copy.note}</p>
    </form>
  );
}

/**
 * A wellness sign-up form on the page. The three forms share one list through localStorage
 * (useWellnessEmails), so each knows about the addresses the others took.
 */
export function WellnessEmailSignup(props: Omit<Parameters<typeof EmailSignup>[0], "subscribe">) {
  const { subscribe } = useWellnessEmails();
  return <EmailSignup {...props} subscribe={subscribe} />;
}
