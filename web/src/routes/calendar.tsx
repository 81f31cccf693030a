import CalendarClock from "lucide-react/icons/calendar-clock";
import { Picture } from "../components/ui/picture";
import { Rule } from "../components/ui/section";
import { calendarHeader, estNotice } from "../content/calendar";
import { ArtistRecognition } from "../features/calendar/artist-recognition";
import { deferred } from "../components/deferred";
import { warmIntlOffMainThread } from "../lib/intl-warmup";
import { pageMeta } from "../shell/page-meta";
import { calendarPage } from "../shell/pages/calendar";

export const meta = pageMeta([calendarPage]);

// The board formats dates: ICU gets set up off the main thread meanwhile (lib/intl-warmup.ts).
if (typeof window !== "undefined") warmIntlOffMainThread();

// The live parts load with the query client after the page or at the first touch
// (components/deferred.tsx): TanStack Query and the board's code are not part of the first load.
// The account card and the board are two, so they hydrate in separate tasks
// (docs/performance.md#hydration-one-task-at-a-time).
// The account card's prerendered HTML is always the logged-out one: it loads after the page,
// seen or not, so an instructor whose reload lands far down the page finds their own card above.
const InstructorPanelPart = deferred(() => import("../features/auth/instructor-panel").then((m) => m.InstructorPanel), {
  near: false,
});
const CalendarPart = deferred(() => import("../features/calendar/calendar-board").then((m) => m.CalendarBoard));
// The month's names link to these cards (#instructor-<id>): they load after the page, seen or not.
const InstructorShowcase = deferred(() => import("../features/calendar/instructor-showcase").then((m) => m.InstructorShowcase), {
  near: false,
});

export default function SkoolCalendarPage() {
  return (
    <>
      <div className="bg-aurora">
        <div className="container-page pt-8 sm:pt-12">
          <div className="frame-gold">
            <Picture
              image={calendarHeader.banner}
              alt={calendarHeader.banner.alt}
              sizes="(min-width: 1152px) 1152px, 100vw"
              priority
              imgClassName="h-auto w-full rounded-xl"
            />
          </div>
        </div>
        <div className="container-page pt-10 pb-12 text-center sm:pt-14">
          <h1 className="display-title text-gradient">{calendarHeader.heading}</h1>
          <Rule className="mx-auto mt-5" />
          <p className="lead mx-auto mt-5 max-w-3xl">{calendarHeader.intro}</p>
          <aside
            aria-labelledby="est-notice"
            className="mx-auto mt-8 max-w-2xl rounded-2xl border border-frame bg-surface p-5 text-left shadow-sm"
          >
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

      {/* A flex column: the deferred parts' boxes (display: contents) would take no margin of space-y. */}
      <div className="container-page flex flex-col gap-6 pb-16">
        <InstructorPanelPart />
        <CalendarPart />
      </div>

      <ArtistRecognition />
      <InstructorShowcase />
    </>
  );
}
