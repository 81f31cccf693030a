import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

type Variant = "primary" | "royal" | "outline" | "danger" | "ghost";

const variants: Record<Variant, string> = {
  primary: "btn-primary",
  royal: "btn-royal",
  outline: "btn-outline",
  danger: "btn border border-danger bg-surface text-danger hover:bg-surface-2",
  ghost: "btn text-ink hover:bg-surface-2",
};

/** A button in one of the site's styles; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant = "primary", className, type = "button", ...props }: ComponentProps<"button"> & { variant?: Variant }) {
  return <button type={type} className={cn(variants[variant], className)} {...props} />;
}
