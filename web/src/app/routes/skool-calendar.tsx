import { CalendarClock } from "lucide-react";
import { Picture } from "../../components/ui/picture";
import { Rule } from "../../components/ui/section";
import { calendarHeader, estNotice } from "../../content/calendar";
import { ArtistRecognition } from "../../features/calendar/artist-recognition";
import InstructorShowcase from "../islands/calendar/instructor-showcase.island";
import CalendarIsland from "../islands/calendar/calendar.island";
import InstructorPanelIsland from "../islands/calendar/instructor-panel.island";

// The live parts are deferred islands with the query client: TanStack Query and the board's code
// are not part of the page's first load (docs/decisions/0045-islands.md).

export function Component() {
  return (
    <>
      <div className="bg-aurora">
        <div className="container-page pt-8 sm:pt-12">
          <div className="frame-gold">
            <Picture id="calendar-banner" alt={calendarHeader.banner.alt} sizes="(min-width: 1152px) 1152px, 100vw" priority imgClassName="h-auto w-full rounded-xl" />
          </div>
        </div>
        <div className="container-page pt-10 pb-12 text-center sm:pt-14">
          <h1 className="display-title text-gradient">{calendarHeader.heading}</h1>
          <Rule className="mx-auto mt-5" />
          <p className="lead mx-auto mt-5 max-w-3xl">{calendarHeader.intro}</p>
          <aside aria-labelledby="est-notice" className="mx-auto mt-8 max-w-2xl rounded-2xl border border-frame bg-surface p-5 text-left shadow-sm">
            <div className="flex items-start gap-3">
              <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-royal" />
              <div>
                <h2 id="est-notice" className="font-sans text-base font-semibold text-ink">
                  {estNotice.title}
                </h2>
                <p className="mt-1 text-sm text-muted">{estNotice.text}</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
                  {estNotice.reservedSlots.map((slot) => (
                    <li key={slot}>{slot}</li>
                  ))}
                </ul>
              </div>
            </div>
          </aside>
        </div>
      </div>

      {/* A flex column: its islands' boxes (display: contents) would take no margin of space-y. */}
      <div className="container-page flex flex-col gap-6 pb-16">
        <InstructorPanelIsland />
        <CalendarIsland />
      </div>

      <ArtistRecognition />
      <InstructorShowcase />
    </>
  );
}
