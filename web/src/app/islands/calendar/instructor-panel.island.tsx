import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";

/**
 * The account card above the calendar (Login and Sign Up, or the welcome card) as an island whose
 * code loads after the page or at the first touch (components/deferred.tsx).
 */
export default island(
  "instructor-panel",
  deferred(() => import("../../../features/auth/instructor-panel").then((m) => m.InstructorPanel)),
);
