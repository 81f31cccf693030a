import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";
import { warmIntlOffMainThread } from "../../../lib/intl-warmup";

// Its deferred code formats dates: ICU gets set up off the main thread meanwhile (lib/intl-warmup.ts).
warmIntlOffMainThread();

/**
 * The month board as an island whose code, with TanStack Query, loads after the page or at the
 * first touch (components/deferred.tsx). The account card above it is an island of its own, so
 * the two hydrate in separate tasks (docs/decisions/0051-hydrate-in-slices.md).
 */
export default island(
  "calendar",
  deferred(() => import("../../../features/calendar/calendar-board").then((m) => m.CalendarBoard)),
);
