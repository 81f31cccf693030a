import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The royal-purple closing band of a page: heading, one sentence, then its action(s). */
export function RoyalBand({
  headingId,
  title,
  text,
  children,
  id,
  className,
}: {
  headingId: string;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={cn("container-page", className)}>
      <div className="relative overflow-hidden rounded-3xl bg-royal px-6 py-14 text-center text-on-royal shadow-xl sm:px-12 sm:py-20">
        <span
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_18rem_at_50%_-20%,rgb(242_193_78/0.35),transparent_70%)]"
        />
        <div className="relative mx-auto flex max-w-2xl flex-col items-center">
          <h2 id={headingId} className="font-display text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 max-w-xl text-lg opacity-95">{text}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
