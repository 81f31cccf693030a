import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const fieldClass =
  "block w-full rounded-xl border border-line bg-surface px-3 py-2.5 text-base text-ink placeholder:text-muted focus-visible:border-royal aria-[invalid=true]:border-danger disabled:opacity-60";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, className)} {...props} />;
}
