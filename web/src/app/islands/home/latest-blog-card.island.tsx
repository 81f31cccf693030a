import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";
import { warmIntlOffMainThread } from "../../../lib/intl-warmup";

// Its deferred code formats dates: ICU gets set up off the main thread meanwhile (lib/intl-warmup.ts).
warmIntlOffMainThread();

/** An island whose code (the latest blog post) loads after the page, or at the first touch (components/deferred.tsx). */
export default island(
  "latest-blog-card",
  deferred(() => import("../../../features/blog/latest-blog-card").then((m) => m.LatestBlogCard)),
);
