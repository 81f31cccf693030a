import Home from "lucide-react/icons/house";
import { Link } from "react-router";
import { Rule } from "../components/ui/section";
import { notFoundCopy } from "../content/not-found";
import { pageMeta } from "../shell/page-meta";
import { notFoundPage } from "../shell/pages/not-found";

export const meta = pageMeta([notFoundPage]);

export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="bg-aurora">
      <div className="container-page flex min-h-[65vh] flex-col items-center justify-center py-24 text-center">
        <p aria-hidden className="text-gradient font-display text-8xl leading-none font-semibold sm:text-9xl">
          404
        </p>
        <h1 id="not-found-title" className="section-title mt-6">
          {notFoundCopy.title}
        </h1>
        <Rule className="mx-auto mt-5" />
        <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{notFoundCopy.text}</p>
        <Link to="/" className="btn-primary mt-10 px-7">
          <Home aria-hidden className="size-4" />
          {notFoundCopy.homeLabel}
        </Link>
      </div>
    </section>
  );
}
