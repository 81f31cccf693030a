import { useEffect, useRef, useState } from "react";
import type { Testimonial } from "../../content/home-testimonials";
import { Picture } from "../../components/ui/picture";
import { cn } from "../../lib/cn";

type AvatarState = "idle" | "loading" | "loaded" | "error";

/**
 * Testimonial avatar: the initials show until the portrait has loaded, and again
 * if it fails. The image may finish before hydration, so its state is also read on mount.
 */
export function TestimonialAvatar({ testimonial }: { testimonial: Testimonial }) {
  const [state, setState] = useState<AvatarState>("idle");
  const box = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const img = box.current?.querySelector("img");
    if (!img) return setState("error");
    const settle = () => setState(img.naturalWidth > 0 ? "loaded" : "error");
    const fail = () => setState("error");
    if (img.complete && img.currentSrc) settle();
    else setState("loading");
    img.addEventListener("load", settle);
    img.addEventListener("error", fail);
    return () => {
      img.removeEventListener("load", settle);
      img.removeEventListener("error", fail);
    };
  }, []);

  const loaded = state === "loaded";
  return (
    <span
      ref={box}
      data-state={state}
      className="relative inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-royal text-on-royal ring-2 ring-frame ring-offset-2 ring-offset-surface"
    >
      <span aria-hidden={loaded || undefined} className={cn("font-display text-lg font-semibold", loaded && "invisible")}>
        {testimonial.initials}
      </span>
      <Picture
        image={testimonial.avatarImage}
        alt={testimonial.avatarImage.alt}
        sizes="56px"
        className={cn("absolute inset-0 transition-opacity duration-300", loaded ? "opacity-100" : "opacity-0")}
        imgClassName="size-full object-cover"
      />
    </span>
  );
}
