import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";

/** An island whose code (the Porch chat) loads after the page, or at the first touch (components/deferred.tsx). */
export default island(
  "porch-panel",
  deferred(() => import("../../../features/porch/porch-panel").then((m) => m.PorchPanel)),
);
