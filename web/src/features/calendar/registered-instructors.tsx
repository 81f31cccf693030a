/**
 * Registered instructors' own cards, after the nine static ones under Meet Our Instructors
 * (decision 0013). Only filled-in profiles show (hasPublicProfile). The prerender has no
 * data and writes none of these cards; they appear once /api/instructors answers.
 *
 * Everything here is what an instructor typed: React renders it as text, the website becomes a
 * link only when it is an http(s) address, and the photo is shown only from this site's own
 * photo addresses (docs/decisions/0042-hosted-instructor-photos.md).
 */
import { useQuery } from "@tanstack/react-query";
import ExternalLink from "lucide-react/icons/external-link";
import { useState } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import type { PublicInstructor } from "../../lib/api-types";
import { hostedPhoto } from "#shared/photo-address";
import { hasPublicProfile, instructorAnchor, instructorsQuery, webAddress } from "./calendar-api";

/** The `<li>` cards, to be placed in the showcase's list right after the static cards. */
export function RegisteredInstructorCards() {
  // The prerender has no cards, so neither has the hydrating render: the calendar may already have
  // the list in the shared query cache by the time this deferred part hydrates, and cards rendered then
  // would not match the server's HTML (React would throw it away and render the page again).
  const hydrated = useHydrated();
  const { data } = useQuery({ ...instructorsQuery, enabled: hydrated });
  if (!hydrated) return null;
  return (data ?? []).filter(hasPublicProfile).map((person) => <ProfileCard key={person.id} person={person} />);
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? "")
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
  return (letters.length > 1 ? letters[0] + letters.at(-1) : (letters[0] ?? "?")).toUpperCase();
}

function ProfileCard({ person }: { person: PublicInstructor }) {
  const photo = hostedPhoto(person.photoUrl);
  const website = webAddress(person.websiteUrl);
  // A photo that fails to load (just replaced, or not decodable) falls back to the initials.
  const [photoFailed, setPhotoFailed] = useState(false);
  const offerings = person.offerings?.trim();
  return (
    <li
      id={instructorAnchor(person.id)}
      data-testid="registered-instructor"
      className="card card-lift flex scroll-mt-24 flex-col items-center p-6 text-center"
    >
      <div className="size-32 overflow-hidden rounded-full border-2 border-frame bg-tint-royal">
        {photo && !photoFailed ? (
          <img
            src={photo}
            alt={`Photo of ${person.name}`}
            // Fixed size: no layout shift when the image arrives.
            width={128}
            height={128}
            loading="lazy"
            decoding="async"
            onError={() => setPhotoFailed(true)}
            className="block size-full object-cover"
          />
        ) : (
          <span aria-hidden className="flex size-full items-center justify-center font-display text-4xl font-semibold text-royal">
            {initials(person.name)}
          </span>
        )}
      </div>
      <h3 className="mt-4 font-display text-xl font-semibold break-words text-ink">{person.name}</h3>
      {offerings ? <p className="mt-2 text-sm break-words whitespace-pre-line text-muted">{offerings}</p> : null}
      {website ? (
        <a
          href={website}
          target="_blank"
          // ugc: the address is the instructor's, not the site's endorsement.
          rel="noopener noreferrer ugc"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-royal underline underline-offset-2"
        >
          Visit {person.name}&apos;s website
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </li>
  );
}
