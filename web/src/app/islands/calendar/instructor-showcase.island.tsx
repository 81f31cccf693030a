import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";

/** An island whose code (the registered instructors) loads after the page, or at the first touch (components/deferred.tsx). */
export default island(
  "instructor-showcase",
  deferred(() => import("../../../features/calendar/instructor-showcase").then((m) => m.InstructorShowcase)),
);
