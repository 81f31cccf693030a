/**
 * The Live Insights latest-blog card (the Home page's Live Insights card).
 *
 * The prerender has no data, so it writes the loading state; the client's first render is the
 * same loading state (hydration matches), then the query fills the card.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import BookOpen from "lucide-react/icons/book-open";
import Clock from "lucide-react/icons/clock";
import { useState, useId } from "react";
import type { BlogPost } from "../../lib/api-types";
import { blogCardCopy } from "./blog-card-copy";

/** GET /api/blog/latest through the default query function (the key's segments joined with "/"). */
export const latestBlogPostQuery = queryOptions<BlogPost | null>({ queryKey: ["/api/blog/latest"] });

/** Paragraphs shown before "Read more". */
const PREVIEW_PARAGRAPHS = 2;

// Looks for the publish-time HTML: the card adds no styles of its own to it beyond these.
const proseClass =
  "flex flex-col gap-3 text-sm leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-royal [&_a]:underline [&_a]:underline-offset-2 " +
  "[&_blockquote]:border-l-4 [&_blockquote]:border-frame [&_blockquote]:pl-3 [&_blockquote]:italic [&_code]:font-mono [&_code]:text-[0.85em] " +
  "[&_h2]:font-display [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 " +
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-2 [&_pre]:p-3 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5";
// Collapsed, only the first PREVIEW_PARAGRAPHS blocks of the HTML show.
const collapsedClass = "[&>*:nth-child(n+3)]:hidden";

// Dates are calendar days: format them in UTC so no time zone shifts them by one.
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateFormat.format(date);
}

export function LatestBlogCard() {
  const { data, status } = useQuery(latestBlogPostQuery);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();

  return (
    <article className="card flex flex-col gap-4" aria-busy={status === "pending"} data-testid="latest-blog-card">
      <p className="eyebrow flex items-center gap-2">
        <BookOpen aria-hidden="true" className="size-4" />
        {blogCardCopy.heading}
      </p>
      {status === "pending" ? (
        <p className="text-sm text-muted" role="status">
          {blogCardCopy.loading}
        </p>
      ) : status === "error" ? (
        <p className="text-sm text-muted">{blogCardCopy.failed}</p>
      ) : !data ? (
        <p className="text-sm text-muted">{blogCardCopy.empty}</p>
      ) : (
        <Post post={data} expanded={expanded} onToggle={() => setExpanded((v) => !v)} bodyId={bodyId} />
      )}
    </article>
  );
}

function Post({ post, expanded, onToggle, bodyId }: { post: BlogPost; expanded: boolean; onToggle: () => void; bodyId: string }) {
  const paragraphs = post.content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const long = paragraphs.length > PREVIEW_PARAGRAPHS;
  const shown = long && !expanded ? paragraphs.slice(0, PREVIEW_PARAGRAPHS) : paragraphs;
  return (
    <>
      <div className="flex flex-col gap-2">
        <span className="w-fit rounded-full bg-royal/10 px-3 py-1 text-xs font-semibold text-royal dark:bg-royal/20">{post.category}</span>
        <h3 className="font-display text-2xl font-semibold text-ink">{post.title}</h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <time dateTime={post.publishedAt}>{formatDay(post.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {post.readTime}
          </span>
        </p>
      </div>
      {post.contentHtml ? (
        <div
          id={bodyId}
          data-testid="blog-body"
          className={long && !expanded ? `${proseClass} ${collapsedClass}` : proseClass}
          // Safe by construction: this HTML was made from the owner's Markdown and sanitised in
          // Node at publish time (allow-listed tags, http/https/mailto links only); the API only
          // serves what publish stored, and the CSP blocks inline script as a second line.
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />
      ) : (
        <div id={bodyId} data-testid="blog-body" className="flex flex-col gap-3 text-sm leading-relaxed text-ink">
          {shown.map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))}
        </div>
      )}
      {long ? (
        <button type="button" className="btn-outline w-fit" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          {expanded ? blogCardCopy.showLessLabel : blogCardCopy.readMoreLabel}
        </button>
      ) : null}
    </>
  );
}
