import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";
import { warmIntlOffMainThread } from "../../../lib/intl-warmup";

// Its deferred code formats dates: ICU gets set up off the main thread meanwhile (lib/intl-warmup.ts).
warmIntlOffMainThread();

/**
 * The calendar's live part (app/calendar-island.tsx: the account card and the month board) as an
 * island whose code, with TanStack Query, loads after the page or at the first touch
 * (components/deferred.tsx).
 */
export default island(
  "calendar",
  deferred(() => import("../../calendar-island").then((m) => m.CalendarIsland)),
);
