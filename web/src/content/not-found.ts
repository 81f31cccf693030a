/** Copy of the 404 page (served for every path the site does not have). */
export const notFoundCopy = {
  title: "404 Page Not Found",
  text: "Did you forget to add the page to the router?",
  homeLabel: "Back to home",
} as const;
