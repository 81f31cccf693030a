/**
 * /owner, the owner's console: a client-rendered route. Its prerendered file is an empty shell
 * (a heading and a line saying the console is loading): no owner data is ever in the HTML, and
 * the page is `noindex` and out of the sitemap (it is not a row of the route table). The console
 * itself (features/owner/) is behind a dynamic import made only after hydration, so no public
 * page's first load carries any of it, and this module imports nothing a public page does not
 * already load (the shell's head helpers).
 */
import { lazy, Suspense } from "react";
import type { MetaFunction } from "react-router";
import { useHydrated } from "../hooks/use-hydrated";
import { metaDescriptors } from "../lib/head";

const OWNER_PATH = "/owner";

export const meta: MetaFunction = () =>
  metaDescriptors({
    path: OWNER_PATH,
    title: "Owner Console | SoulCode Studio",
    description: "The site owner's console: invites, the calendar, instructors, the interest list and the blog, behind a passkey.",
    noindex: true,
  });

const Console = lazy(() => import("../features/owner/console"));

export default function OwnerRoute() {
  const hydrated = useHydrated();
  const loading = (
    <p role="status" className="mt-6 text-muted">
      Loading the console…
    </p>
  );
  return (
    <section aria-labelledby="owner-title" className="container-page py-8 sm:py-12">
      <h1 id="owner-title" className="section-title">
        Owner console
      </h1>
      <noscript>
        <p className="mt-6 text-ink">The console needs JavaScript. Turn it on, or use the owner commands (docs/owner-guide.md).</p>
      </noscript>
      {hydrated ? <Suspense fallback={loading}>{<Console />}</Suspense> : loading}
    </section>
  );
}
