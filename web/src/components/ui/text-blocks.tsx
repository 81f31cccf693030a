import Check from "lucide-react/icons/check";

/** Paragraphs of copy, one <p> each, in a wrapper that sets their spacing. */
export function Paragraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

/**
 * Paragraphs the build rendered from the owner's Markdown in content/ (scripts/content/render.ts):
 * sanitised HTML there, so it is set as HTML here. One <p> each, each with `className`.
 */
export function HtmlParagraphs({ html, className }: { html: readonly string[]; className?: string }) {
  return html.map((p) => <p key={p} className={className} dangerouslySetInnerHTML={{ __html: p }} />);
}

/** A list with a gold check (or, `marker="diamond"`, a small gold diamond) before each item. */
export function MarkedList({
  items,
  className,
  marker = "check",
  large = false,
}: {
  items: readonly string[];
  className?: string;
  marker?: "check" | "diamond";
  /** Larger checks and gaps, for a pricing card's features. */
  large?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={large ? "flex gap-3" : "flex gap-2"}>
          {marker === "diamond" ? (
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rotate-45 bg-accent-strong" />
          ) : (
            <Check aria-hidden className={large ? "mt-0.5 size-5 shrink-0 text-accent" : "mt-0.5 size-4 shrink-0 text-accent"} />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
