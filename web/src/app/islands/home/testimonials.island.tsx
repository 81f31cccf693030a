import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";

/** An island whose code (the testimonials) loads after the page, or at the first touch (components/deferred.tsx). */
export default island(
  "testimonials",
  deferred(() => import("../../../features/home/testimonials").then((m) => m.Testimonials)),
);
