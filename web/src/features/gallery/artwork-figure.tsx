import type { Artwork } from "../../content/gallery";
import { Picture } from "../../components/ui/picture";
import { cn } from "../../lib/cn";

/**
 * An artwork whose caption slides in on hover and on keyboard focus (the figure is focusable),
 * and stays shown on touch screens. The caption is always in the accessibility tree.
 */
export function ArtworkFigure({
  artwork,
  sizes,
  aspect = "aspect-[4/5]",
  headingLevel: Heading = "h3",
  showTitle = true,
  className,
}: {
  artwork: Artwork;
  sizes: string;
  aspect?: string;
  headingLevel?: "h3" | "h4";
  /** False when the page shows the title as its own heading nearby. */
  showTitle?: boolean;
  className?: string;
}) {
  return (
    <figure
      tabIndex={0}
      aria-labelledby={showTitle ? `art-${artwork.id}` : undefined}
      aria-label={showTitle ? undefined : artwork.title}
      className={cn("group relative rounded-2xl focus-visible:outline-offset-4", className)}
      data-testid="artwork"
    >
      <div className="frame-gold">
        {/* Its own figure: a figcaption must be a figure's first or last child (HTML validity). */}
        <figure className={cn("relative m-0 overflow-hidden rounded-xl", aspect)}>
          <Picture
            image={artwork.image}
            alt={artwork.image.alt}
            sizes={sizes}
            className="block size-full"
            imgClassName="size-full object-cover transition-transform duration-700 group-hover:scale-[1.04] group-focus-visible:scale-[1.04]"
          />
          <figcaption
            className={cn(
              "absolute inset-x-0 bottom-0 translate-y-6 bg-gradient-to-t from-black/90 via-black/75 to-black/0 px-5 pt-14 pb-5 text-white opacity-0 transition duration-300",
              "group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100",
              "[@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100",
            )}
            data-testid="artwork-caption"
          >
            {artwork.caption}
          </figcaption>
        </figure>
      </div>
      {showTitle ? (
        <Heading id={`art-${artwork.id}`} className="mt-4 text-center font-display text-xl font-semibold text-ink">
          {artwork.title}
        </Heading>
      ) : null}
    </figure>
  );
}
