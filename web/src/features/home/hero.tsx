// Icons by their own path: lucide-react's index would bring every icon the site uses into the chunk.
import Play from "lucide-react/icons/play";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { homeHero } from "../../content/home";
import { siteConfig } from "../../content/site-config";
import { Picture } from "../../components/ui/picture";

const embedSrc = `${siteConfig.videoEmbedHost}/embed/${homeHero.videoId}?autoplay=1&rel=0&modestbranding=1&playsinline=1`;

/**
 * Home hero. The introduction video is a thumbnail (the banner) until the visitor asks for it:
 * nothing is requested from the video host before the click. Close restores the thumbnail and
 * gives focus back to the control that opened the video.
 */
export function HomeHero() {
  const [playing, setPlaying] = useState(false);
  const opener = useRef<"watch" | "thumb">("watch");
  const returnFocus = useRef(false);
  const watchRef = useRef<HTMLButtonElement>(null);
  const thumbRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (playing) closeRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      (opener.current === "thumb" ? thumbRef : watchRef).current?.focus();
    }
  }, [playing]);

  const open = (from: "watch" | "thumb") => {
    opener.current = from;
    if (playing) closeRef.current?.focus();
    else setPlaying(true);
  };
  const close = () => {
    returnFocus.current = true;
    setPlaying(false);
  };

  return (
    <section aria-labelledby="home-title" className="bg-aurora relative overflow-hidden border-b border-line">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:gap-14 lg:py-24">
        <div>
          <p className="eyebrow">{homeHero.eyebrow}</p>
          <h1 id="home-title" className="display-title mt-4">
            <span className="text-gradient">{homeHero.title}</span>
          </h1>
          <p className="lead mt-6 max-w-xl font-display text-2xl text-ink sm:text-[1.65rem] sm:leading-snug">{homeHero.tagline}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <button ref={watchRef} type="button" onClick={() => open("watch")} className="btn-primary px-6 text-base">
              <Play aria-hidden className="size-4 fill-current" />
              {homeHero.watchLabel}
            </button>
          </div>
          <p className="mt-5 max-w-md text-sm text-muted">{homeHero.videoNote}</p>
        </div>

        <div className="frame-gold">
          <div className="relative aspect-video overflow-hidden rounded-xl bg-surface-2">
            {playing ? (
              <>
                <iframe
                  src={embedSrc}
                  title={homeHero.videoTitle}
                  allow="autoplay; encrypted-media; picture-in-picture"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                  className="absolute inset-0 size-full border-0"
                />
                <button
                  ref={closeRef}
                  type="button"
                  onClick={close}
                  aria-label={homeHero.closeVideoLabel}
                  className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-black/70 text-white ring-1 ring-white/40 backdrop-blur hover:bg-black/85"
                >
                  <X aria-hidden className="size-5" />
                </button>
              </>
            ) : (
              <button
                ref={thumbRef}
                type="button"
                onClick={() => open("thumb")}
                aria-label={homeHero.playThumbnailLabel}
                className="group absolute inset-0 block size-full cursor-pointer"
              >
                <Picture
                  image={homeHero.image}
                  alt={homeHero.image.alt}
                  sizes="(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 94vw"
                  priority
                  className="block size-full"
                  imgClassName="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
                />
                <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/45 via-transparent to-transparent" />
                <span
                  aria-hidden
                  className="absolute bottom-4 left-4 inline-flex items-center gap-3 rounded-full bg-black/60 py-2 pr-5 pl-2 text-sm font-semibold text-white ring-1 ring-white/30 backdrop-blur transition group-hover:bg-black/75"
                >
                  <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent-strong text-on-accent">
                    <Play className="size-4 fill-current" />
                  </span>
                  {homeHero.watchLabel}
                </span>
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
