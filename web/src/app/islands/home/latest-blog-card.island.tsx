import { deferred } from "../../../components/deferred";
import { island } from "../../../components/island";

/** An island whose code (the latest blog post) loads after the page, or at the first touch (components/deferred.tsx). */
export default island(
  "latest-blog-card",
  deferred(() => import("../../../features/blog/latest-blog-card").then((m) => m.LatestBlogCard)),
);
