import { interestNotices } from "../../content/wellness";
import { cn } from "../../lib/cn";

/**
 * The notices of a sign-up form posted without JavaScript (the server answers 303 to
 * `/wellness#interest-joined` and the like). Prerendered and hidden; the one named by the URL's
 * fragment shows through CSS `:target`, so no script is needed to see it.
 */
export function InterestNotices() {
  return (
    <>
      {interestNotices.map((n) => (
        <div
          key={n.id}
          id={n.id}
          tabIndex={-1}
          className={cn(
            "mx-auto mb-8 hidden max-w-3xl scroll-mt-24 rounded-xl border p-4 text-left target:block",
            n.tone === "success" ? "border-royal bg-surface" : "border-danger bg-surface",
          )}
        >
          <p className={cn("font-semibold", n.tone === "success" ? "text-ink" : "text-danger")}>{n.title}</p>
          <p className="mt-1 text-sm text-ink">{n.description}</p>
        </div>
      ))}
    </>
  );
}
