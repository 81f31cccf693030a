import Lock from "lucide-react/icons/lock";
import Play from "lucide-react/icons/play";
import type { ImageRef, LinkAction } from "../../content/content-types";
import { ActionLink } from "../../components/ui/action-link";
import { Picture } from "../../components/ui/picture";

/** A members-only video: a blurred still behind a lock, with the Unlock Access button. */
export function LockedPreview({
  title,
  text,
  lockedLabel,
  image,
  action,
  headingId,
}: {
  title: string;
  text: string;
  lockedLabel: string;
  image: ImageRef;
  action: LinkAction;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="container-page section-space" data-testid="locked-preview">
      <div className="mx-auto max-w-4xl">
        <div className="frame-gold">
          <div className="relative aspect-video overflow-hidden rounded-xl bg-surface-2">
            <Picture
              image={image}
              alt={image.alt}
              sizes="(min-width: 920px) 880px, 94vw"
              className="block size-full"
              imgClassName="size-full scale-110 object-cover blur-md"
            />
            <div className="absolute inset-0 flex flex-col items-center justify-center bg-black/55 p-6 text-center text-white">
              <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/40 backdrop-blur sm:size-20">
                <Lock aria-hidden className="size-7 sm:size-9" />
                <Play aria-hidden className="absolute -right-1 -bottom-1 size-7 rounded-full bg-[#f2c14e] p-1.5 text-[#1d1127]" />
              </span>
              <p className="mt-4 text-xs font-semibold tracking-[0.2em] uppercase sm:text-sm">{lockedLabel}</p>
              <ActionLink action={action} className="btn-primary mt-5">
                <Lock aria-hidden className="size-4" />
                {action.label}
              </ActionLink>
            </div>
          </div>
        </div>
        <div className="mt-6 text-center">
          <h2 id={headingId} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-muted">{text}</p>
        </div>
      </div>
    </section>
  );
}
