/**
 * The notices a page shows after one of its forms was posted without JavaScript: the Worker
 * answers every such post, refused or not, with 303 to `<page>#<notice id>`, and the page reveals
 * the element with that id (CSS `:target`). The ids are the contract between the two; the words
 * of the failures live here too, so any version of the page can show them. Imports nothing, so the
 * browser bundle can take it.
 */

export const INTEREST_PAGE = "/wellness";

/** The wellness sign-up forms' notices: what the route itself decides. */
export const INTEREST_NOTICE = { joined: "interest-joined", invalid: "interest-invalid", busy: "interest-busy" } as const;

/** Refusals that happen before the route runs (another website, too large, a fault of ours). */
export const INTEREST_FAILURE_NOTICES = [
  {
    id: "interest-refused",
    title: "This sign-up came from another website",
    description: "Nothing was saved. To join the list, use the form on this page.",
  },
  {
    id: "interest-too-large",
    title: "That was more than the sign-up form takes",
    description: "Nothing was saved. Please enter just your email address and try again.",
  },
  {
    id: "interest-failed",
    title: "Your sign-up could not be saved just now",
    description: "Nothing was saved. Please try again in a moment.",
  },
] as const;

export type InterestFailure = (typeof INTEREST_FAILURE_NOTICES)[number]["id"];
