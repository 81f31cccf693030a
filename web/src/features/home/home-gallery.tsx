import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { galleryControls, galleryLeft, galleryRight, galleryTiming, type GalleryItem } from "../../content/home-gallery";
import { Picture } from "../../components/ui/picture";
import { useHydrated } from "../../hooks/use-hydrated";
import { cn } from "../../lib/cn";

const wrap = (i: number, n: number) => ((i % n) + n) % n;

/** Home's carousel with its 80 works (loaded as a deferred part, data included). */
export function HomeGalleryCarousel() {
  return <GalleryCarousel left={galleryLeft} right={galleryRight} />;
}

/**
 * The dual gallery carousel: the left panel advances every 3000 ms, the
 * right one 1500 ms after each left step; indices wrap; pause/play on the left panel stops and
 * resumes both. Autoplay stays off under prefers-reduced-motion. Each panel mounts only its
 * visible artwork and the next one (stacked underneath, so the step is instant and nothing else
 * is downloaded).
 */
export function GalleryCarousel({ left, right }: { left: readonly GalleryItem[]; right: readonly GalleryItem[] }) {
  const [leftIndex, setLeftIndex] = useState(0);
  const [rightIndex, setRightIndex] = useState(0);
  const hydrated = useHydrated();
  // null until the visitor presses pause/play; until then autoplay follows prefers-reduced-motion,
  // which only the browser knows (the prerender and the hydration pass show the playing state).
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const playing = chosenPlaying ?? !(hydrated && window.matchMedia("(prefers-reduced-motion: reduce)").matches);

  // A layout effect: the cadence counts from the commit that starts it (the Play press), not from
  // whenever the renderer gets round to passive effects (which may be after the next frame).
  useLayoutEffect(() => {
    if (!playing || !hydrated) return;
    let rightTimer: ReturnType<typeof setTimeout> | undefined;
    const leftTimer = setInterval(() => {
      setLeftIndex((i) => wrap(i + 1, left.length));
      clearTimeout(rightTimer);
      rightTimer = setTimeout(() => setRightIndex((i) => wrap(i + 1, right.length)), galleryTiming.rightOffsetMs);
    }, galleryTiming.autoplayMs);
    return () => {
      clearInterval(leftTimer);
      clearTimeout(rightTimer);
    };
  }, [playing, hydrated, left.length, right.length]);

  return (
    <div
      className="grid gap-8 sm:grid-cols-2 lg:gap-10"
      data-hydrated={hydrated || undefined}
      data-playing={playing && hydrated ? "true" : "false"}
    >
      <CarouselPanel
        items={left}
        index={leftIndex}
        label={galleryControls.leftPanelLabel}
        live={!playing}
        onStep={(d) => setLeftIndex((i) => wrap(i + d, left.length))}
      >
        <button
          type="button"
          onClick={() => setChosenPlaying(!playing)}
          aria-label={playing ? galleryControls.pause : galleryControls.play}
          className="absolute top-3 right-3 z-20 inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/40 backdrop-blur transition hover:bg-black/80"
        >
          {playing ? <Pause aria-hidden className="size-5 fill-current" /> : <Play aria-hidden className="size-5 fill-current" />}
        </button>
      </CarouselPanel>
      <CarouselPanel
        items={right}
        index={rightIndex}
        label={galleryControls.rightPanelLabel}
        live={!playing}
        onStep={(d) => setRightIndex((i) => wrap(i + d, right.length))}
      />
    </div>
  );
}

function CarouselPanel({
  items,
  index,
  label,
  live,
  onStep,
  children,
}: {
  items: readonly GalleryItem[];
  index: number;
  label: string;
  live: boolean;
  onStep: (delta: 1 | -1) => void;
  children?: ReactNode;
}) {
  const item = items[index]!;
  const next = items[wrap(index + 1, items.length)]!;
  const frame = useRef<HTMLDivElement>(null);
  // Decode the waiting artwork ahead of its turn, so the step never shows an empty frame.
  useEffect(() => {
    const img = frame.current?.querySelector<HTMLImageElement>('[data-slide="next"] img');
    img?.decode?.().catch(() => undefined);
  }, [next.id]);
  const control =
    "absolute top-1/2 z-20 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/40 backdrop-blur transition hover:bg-black/80 " +
    "opacity-0 group-hover:opacity-100 group-has-[:focus-visible]:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100";
  return (
    <section aria-roledescription="carousel" aria-label={label} className="group min-w-0">
      <div className="frame-gold">
        <div ref={frame} className="relative aspect-[4/5] overflow-hidden rounded-xl bg-[#1d1127]">
          {/* Next first, current on top: the next artwork is already painted when the step comes. */}
          {[next, item].map((it) => {
            const current = it === item;
            return (
              <div
                key={it.id}
                aria-hidden={!current || undefined}
                className={cn("absolute inset-0", current ? "z-10" : "z-0")}
                data-slide={current ? "current" : "next"}
              >
                <Picture
                  image={it.image}
                  alt={current ? it.image.alt : ""}
                  sizes="(min-width: 1152px) 520px, (min-width: 640px) 46vw, 92vw"
                  className="block size-full"
                  imgClassName={cn(
                    "size-full object-cover transition-transform duration-[6000ms] ease-out",
                    current ? "scale-[1.04]" : "scale-100",
                  )}
                />
              </div>
            );
          })}
          <button type="button" onClick={() => onStep(-1)} aria-label={galleryControls.previous} className={cn(control, "left-3")}>
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button type="button" onClick={() => onStep(1)} aria-label={galleryControls.next} className={cn(control, "right-3")}>
            <ChevronRight aria-hidden className="size-6" />
          </button>
          {children}
          <p
            className="absolute top-3 left-3 z-20 rounded-full bg-black/65 px-3 py-1.5 text-sm font-semibold text-white tabular-nums ring-1 ring-white/30 backdrop-blur"
            data-testid="carousel-counter"
          >
            {index + 1} / {items.length}
          </p>
          {/* The caption sits on the artwork, so a longer or shorter text never moves the page. */}
          <div
            aria-live={live ? "polite" : "off"}
            aria-atomic="true"
            className="absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/90 via-black/70 to-transparent px-5 pt-20 pb-5 text-white"
          >
            <h3 className="font-display text-xl font-semibold sm:text-2xl">{item.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-white/90 sm:text-[0.95rem]">{item.description}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
