import type { ComponentProps } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import { cn } from "../../lib/cn";
import { fieldClass } from "./input";

/**
 * A native <select>: fully keyboard and screen-reader accessible on every platform, including
 * mobile pickers, which a custom listbox would have to re-create.
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(fieldClass, "appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}
