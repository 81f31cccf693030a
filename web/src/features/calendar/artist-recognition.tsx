import { Picture } from "../../components/ui/picture";
import { ExternalLink } from "../../components/ui/external-link";
import { Section, SectionHeader } from "../../components/ui/section";
import { artistRecognitionHeading, recognizedArtist } from "../../content/calendar";

export function ArtistRecognition() {
  const artist = recognizedArtist;
  return (
    <Section tone="wash" labelledBy="artist-recognition">
      <SectionHeader id="artist-recognition" heading={artistRecognitionHeading.title} intro={artistRecognitionHeading.intro} />
      <div className="mt-12 grid items-center gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="frame-gold mx-auto w-full max-w-sm">
          <Picture
            image={artist.portrait}
            alt={artist.portrait.alt}
            sizes="(min-width: 768px) 24rem, 90vw"
            imgClassName="h-auto w-full rounded-xl"
          />
        </div>
        <div>
          <h3 className="font-display text-2xl font-semibold text-ink">{artist.name}</h3>
          <p className="mt-4 prose-page">{artist.bio}</p>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label={`${artist.name} on social media`}>
            {artist.links.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href} className="btn-outline">
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-3">
        {artist.works.map((work) => (
          <li key={work.image.id}>
            <figure className="frame-gold">
              <Picture
                image={work.image}
                alt={work.image.alt}
                sizes="(min-width: 640px) 33vw, 90vw"
                imgClassName="h-auto w-full rounded-xl"
              />
              <figcaption className="px-2 pt-3 pb-1 text-center font-display text-lg text-ink">{work.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
