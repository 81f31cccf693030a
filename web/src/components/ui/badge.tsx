import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

type Tone = "gold" | "royal" | "outline" | "solid-gold" | "solid-royal";

const tones: Record<Tone, string> = {
  gold: "border-frame bg-tint-gold text-accent",
  royal: "border-transparent bg-tint-royal text-royal",
  outline: "border-line bg-surface text-muted",
  "solid-gold": "border-transparent bg-accent-strong text-on-accent",
  "solid-royal": "border-transparent bg-royal text-on-royal",
};

/** A small pill label (status, price tier, category). */
export function Badge({ tone = "gold", className, children }: { tone?: Tone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold tracking-wide uppercase",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
