/**
 * Blog: a Markdown editor whose preview comes from the server's own renderer and sanitiser (the
 * ones publishing uses), with the computed reading time; publish, and unpublish a post.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState } from "react";
import type { OwnerPost, OwnerPostPreview } from "../../lib/api-types";
import { ownerFetch, ownerGet, ownerJson } from "./api";
import { Button, Card, ConfirmDialog, done, failed, QueryState, Screen, TextField } from "./ui";

type Post = OwnerPost;
type Preview = OwnerPostPreview;

const key = ["owner", "posts"] as const;

// The public card's own classes (features/blog/latest-blog-card.tsx): the preview looks as the post will.
const proseClass =
  "flex flex-col gap-3 text-sm leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-royal [&_a]:underline [&_a]:underline-offset-2 " +
  "[&_blockquote]:border-l-4 [&_blockquote]:border-frame [&_blockquote]:pl-3 [&_blockquote]:italic [&_code]:font-mono [&_code]:text-[0.85em] " +
  "[&_h2]:font-display [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 " +
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-2 [&_pre]:p-3 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5";

/** Today in New York, YYYY-MM-DD: the date a post is published under unless the owner picks another. */
const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

/** The markdown as it stands after the owner pauses typing for a moment. */
function useSettled(value: string, ms = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

export default function BlogScreen() {
  const client = useQueryClient();
  const posts = useQuery({ queryKey: key, queryFn: () => ownerGet<{ posts: Post[] }>("/posts").then((a) => a.posts) });
  const [title, setTitle] = useState("");
  const [category, setCategory] = useState("");
  const [date, setDate] = useState(today);
  const [markdown, setMarkdown] = useState("");
  const settled = useDeferredValue(useSettled(markdown));
  const preview = useQuery({
    queryKey: ["owner", "preview", settled],
    queryFn: () => ownerJson<Preview>("POST", "/posts/preview", { body: { markdown: settled } }),
    enabled: settled.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  const [unpublishing, setUnpublishing] = useState<Post | null>(null);

  const publish = useMutation({
    mutationFn: () => ownerFetch("POST", "/posts", { body: { category: category.trim(), title: title.trim(), date, markdown } }),
    onSuccess: () => {
      done("Post published", `“${title.trim()}” is live on the site.`);
      setTitle("");
      setCategory("");
      setMarkdown("");
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => failed("The post was not published", error),
  });
  const unpublish = useMutation({
    mutationFn: (post: Post) => ownerFetch("DELETE", `/posts/${post.id}`),
    onSuccess: (_res, post) => {
      setUnpublishing(null);
      done("Post unpublished", `“${post.title}” is no longer on the site.`);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => failed("The post was not unpublished", error),
  });

  return (
    <Screen title="Blog" intro="Write in Markdown; the preview is made by the same renderer and sanitiser that publishing uses.">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (!publish.isPending) publish.mutate();
            }}
          >
            <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={160} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Category"
                value={category}
                onChange={(e) => setCategory(e.target.value)}
                required
                maxLength={60}
                placeholder="Wellness"
              />
              <TextField label="Date" type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
            </div>
            <TextField
              label="Post (Markdown)"
              multiline
              rows={14}
              value={markdown}
              onChange={(e) => setMarkdown((e.target as unknown as HTMLTextAreaElement).value)}
              required
              maxLength={14_000}
              hint="Headings (##), **bold**, *italic*, lists, > quotes, `code` and links to http(s) or mailto addresses."
            />
            <Button type="submit" variant="primary" aria-disabled={publish.isPending}>
              {publish.isPending ? "Publishing…" : "Publish"}
            </Button>
          </form>
        </Card>
        <Card aria-labelledby="owner-preview-title">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="owner-preview-title" className="font-sans text-base font-semibold text-ink">
              Preview
            </h3>
            <p className="text-sm text-muted" data-testid="reading-time" aria-live="polite">
              {preview.data && markdown.trim() ? `Reading time: ${preview.data.readTime}` : ""}
            </p>
          </div>
          {!markdown.trim() ? <p className="text-sm text-muted">The preview shows here as you write.</p> : null}
          {markdown.trim() && preview.isError ? (
            <p role="alert" className="text-sm text-danger">
              The preview failed; publishing would check the post the same way.
            </p>
          ) : null}
          {markdown.trim() && preview.data ? (
            <div
              data-testid="blog-preview"
              className={proseClass}
              // Safe by construction: the Worker rendered and sanitised this HTML (allow-listed
              // tags, http/https/mailto links only), as it does when publishing.
              dangerouslySetInnerHTML={{ __html: preview.data.html }}
            />
          ) : null}
        </Card>
      </div>

      <div>
        <h3 className="mb-3 font-sans text-lg font-semibold text-ink">Published posts</h3>
        <QueryState query={posts} what="the posts" />
        {posts.data && posts.data.length === 0 ? <p className="text-sm text-muted">No post is published.</p> : null}
        {posts.data && posts.data.length > 0 ? (
          <ul className="space-y-2">
            {posts.data.map((post) => (
              <li
                key={post.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface p-3 text-sm"
              >
                <span className="min-w-0">
                  <strong className="text-ink">{post.title}</strong>{" "}
                  <span className="text-muted">
                    {post.category} · {post.publishedAt.slice(0, 10)} · {post.readTime}
                  </span>
                </span>
                <Button
                  variant="danger"
                  className="min-h-9 px-3 py-1"
                  aria-label={`Unpublish ${post.title}`}
                  onClick={() => setUnpublishing(post)}
                >
                  Unpublish
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ConfirmDialog
        open={unpublishing !== null}
        title="Unpublish this post?"
        confirmLabel="Unpublish"
        pendingLabel="Unpublishing…"
        pending={unpublish.isPending}
        onCancel={() => setUnpublishing(null)}
        onConfirm={() => unpublishing && unpublish.mutate(unpublishing)}
      >
        <p>“{unpublishing?.title}” leaves the site at once. You can publish it again from its Markdown.</p>
      </ConfirmDialog>
    </Screen>
  );
}
