import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";
import { warmIntlOffMainThread } from "../../../lib/intl-warmup";

// Its deferred code formats dates: ICU gets set up off the main thread meanwhile (lib/intl-warmup.ts).
warmIntlOffMainThread();

/** An island whose code (the Porch chat) loads after the page, or at the first touch (components/deferred.tsx). */
export default island(
  "porch-panel",
  deferred(() => import("../../../features/porch/porch-panel").then((m) => m.PorchPanel)),
);
