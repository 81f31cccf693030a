import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";

/** An island whose code (the carousel and its 80 works) loads after the page, or at the first touch (components/deferred.tsx). */
export default island(
  "gallery-carousel",
  deferred(() => import("../../../features/gallery-carousel/gallery-carousel").then((m) => m.HomeGalleryCarousel)),
);
