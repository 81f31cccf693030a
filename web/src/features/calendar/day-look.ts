/** How a day looks, shared by the month grid and the phone agenda (month-agenda.tsx). */
import type { DayState } from "./month-grid";

const TAGS: Record<number, string> = { 2: "VIP 9-10pm", 4: "Onboard 8-9pm" };

/** The reserved-hour tag of a weekday (0 = Sunday), if it has one. */
export const dayTag = (weekday: number): string | undefined => TAGS[weekday];

export const stateClass: Record<DayState, string> = {
  loading: "border-line bg-surface text-muted opacity-70 cursor-progress",
  past: "border-line bg-surface-2 text-muted cursor-not-allowed opacity-70",
  blocked: "border-line bg-surface-2 text-muted cursor-not-allowed opacity-70 [background-image:repeating-linear-gradient(135deg,transparent_0_8px,var(--c-line)_8px_9px)]",
  mine: "border-accent-strong bg-tint-gold text-ink ring-2 ring-accent-strong hover:brightness-105",
  taken: "border-line bg-tint-royal text-ink cursor-not-allowed",
  free: "border-line bg-surface text-ink hover:border-royal hover:bg-surface-2",
};
