import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";

/** An island whose code (the Porch help cards) loads after the page, or at the first touch (components/deferred.tsx). */
export default island(
  "porch-help-cards",
  deferred(() => import("../../../features/porch/porch-help-cards").then((m) => m.PorchHelpCards)),
);
