import { useHydrated } from "../../hooks/use-hydrated";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * en-US's long date ("November 26, 2026"), written out rather than with Intl: this date is the
 * only date Legal formats in the browser, and a page's first Intl call costs 40-76 ms of main thread on a slow
 * machine (lib/intl-warmup.ts).
 */
export const longDate = (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

const formats = {
  date: longDate,
  year: (d: Date) => String(d.getFullYear()),
};

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Today's date (or year), correct on the visitor's device: the prerender writes the build date,
 * and after hydration the element is re-created with the client's date. Hydration itself keeps
 * the server's text: on any day after the build the two differ, and without
 * suppressHydrationWarning React would report a mismatch (#418) and render the whole page again.
 */
export function CurrentDate({ kind = "date", className }: { kind?: keyof typeof formats; className?: string }) {
  const hydrated = useHydrated();
  const value = new Date();
  return (
    <time
      key={hydrated ? "client" : "server"}
      suppressHydrationWarning
      dateTime={kind === "year" ? String(value.getFullYear()) : isoDay(value)}
      className={className}
    >
      {formats[kind](value)}
    </time>
  );
}
