/**
 * Copy of the Live Insights latest-blog card (the Home page's Live Insights card), kept out of
 * the JSX like every other text of the site.
 */
export const blogCardCopy = {
  heading: "Latest from the Blog",
  loading: "Loading today's AI insights...",
  empty: "No blog posts available yet.",
  failed: "Today's insights are taking a short break. Please check back a little later.",
  readMoreLabel: "Read more",
  showLessLabel: "Show less",
} as const;
