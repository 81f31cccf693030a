/**
 * Instructor calendar page (/skool-calendar): the fixed copy around the live calendar,
 * the Artist Recognition section and the static Meet Our Instructors showcase.
 */
import { siteConfig } from "./site-config";
import type { ImageRef } from "./content-types";
import artistPortraitImage from "./generated/images/artist-portrait.json" with { type: "json" };
import artistWork1Image from "./generated/images/artist-work-1.json" with { type: "json" };
import artistWork2Image from "./generated/images/artist-work-2.json" with { type: "json" };
import artistWork3Image from "./generated/images/artist-work-3.json" with { type: "json" };
import calendarBannerImage from "./generated/images/calendar-banner.json" with { type: "json" };
import instructor1Image from "./generated/images/instructor-1.json" with { type: "json" };
import instructor2Image from "./generated/images/instructor-2.json" with { type: "json" };
import instructor3Image from "./generated/images/instructor-3.json" with { type: "json" };
import instructor4Image from "./generated/images/instructor-4.json" with { type: "json" };
import instructor5Image from "./generated/images/instructor-5.json" with { type: "json" };
import instructor6Image from "./generated/images/instructor-6.json" with { type: "json" };
import instructor7Image from "./generated/images/instructor-7.json" with { type: "json" };
import instructor8Image from "./generated/images/instructor-8.json" with { type: "json" };
import instructor9Image from "./generated/images/instructor-9.json" with { type: "json" };

/* ---------------------------------------------------------------- header */

export const calendarHeader = {
  banner: {
    ...calendarBannerImage,
    alt: "A gold and violet calendar grid set against a starry sky, with teaching days glowing like constellations",
  } satisfies ImageRef,
  heading: "Instructor Teaching Calendar",
  intro:
    "See who is teaching when. Invited instructors claim open days and share what they will teach; everyone is welcome to look and plan ahead.",
} as const;

/** The time zone notice with the two recurring reserved slots. */
export const estNotice = {
  title: "All times are Eastern Standard Time (EST)",
  text: "These recurring slots are reserved every week and cannot be claimed:",
  reservedSlots: ["Tuesday 9-10pm EST (VIP think tank)", "Thursday 8-9pm EST (academy onboarding)"],
} as const;

/* ------------------------------------------------------- artist recognition */

export type SocialLink = {
  readonly label: string;
  readonly href: string;
};

export type RecognizedArtist = {
  readonly name: string;
  readonly portrait: ImageRef;
  readonly bio: string;
  /** Four outbound social links (open in a new tab). */
  readonly links: readonly SocialLink[];
  /** Three artworks. */
  readonly works: readonly { readonly image: ImageRef; readonly title: string }[];
};

export const artistRecognitionHeading = {
  title: "Artist Recognition",
  intro: "Honoring the artist whose vision shapes this community.",
} as const;

export const recognizedArtist: RecognizedArtist = {
  name: siteConfig.artistName,
  portrait: {
    ...artistPortraitImage,
    alt: `Portrait of ${siteConfig.artistName} in her studio, surrounded by gold and violet canvases`,
  },
  bio: `${siteConfig.artistName} is a mixed media artist, novelist and educator whose Afrofuturist work in royal purple and gold layers paint, fabric, found paper and code. She founded ${siteConfig.brandName} to teach AI with cultural intelligence, and she still starts every project the same way: with a sketchbook.`,
  links: siteConfig.social.map((s) => ({ label: s.name, href: s.href })),
  works: [
    {
      title: "Crown of Quiet Suns",
      image: { ...artistWork1Image, alt: "Crown of Quiet Suns: a woman in violet beneath a gold-leaf halo" },
    },
    {
      title: "Memory Loom",
      image: { ...artistWork2Image, alt: "Memory Loom: family photographs woven with gold thread into a tapestry" },
    },
    {
      title: "Celestial Court",
      image: { ...artistWork3Image, alt: "Celestial Court: elders in gold robes seated in a circle among the stars" },
    },
  ],
};

/* ----------------------------------------------------- instructor showcase */

export type ShowcaseInstructor = {
  readonly name: string;
  readonly photo: ImageRef;
  /** Missing: the card shows `bioFallback`. */
  readonly bio?: string;
  /** CSS object-position of the photo, e.g. "center top". */
  readonly imagePosition?: string;
};

export const instructorsHeading = {
  title: "Meet Our Instructors",
  intro: "The teachers who bring their craft, culture and care to every session.",
} as const;

export const bioFallback = "Bio coming soon...";

/**
 * Nine static showcase cards. Placeholder people: the owner replaces names, photos and bios
 * with the real instructors' (with their consent).
 */
export const showcaseInstructors: readonly ShowcaseInstructor[] = [
  {
    name: "Imani Brooks",
    photo: { ...instructor1Image, alt: "Imani Brooks, smiling, in a mustard yellow blazer" },
    bio: "Teaches AI image prompting for illustrators and designers, with a focus on accurate, beautiful skin tones.",
    imagePosition: "center top",
  },
  {
    name: "Kofi Mensah",
    photo: { ...instructor2Image, alt: "Kofi Mensah in a patterned shirt, seated at a mixing desk" },
    bio: "Music producer guiding students through AI-assisted beat making and arrangement.",
  },
  {
    name: "Aaliyah Grant",
    photo: { ...instructor3Image, alt: "Aaliyah Grant with long locs, holding a tablet" },
    bio: "Builds no-code websites and automations for small businesses and teaches others to do the same.",
    imagePosition: "center 30%",
  },
  {
    name: "Desmond Carter",
    photo: { ...instructor4Image, alt: "Desmond Carter in glasses and a cardigan, standing by a bookshelf" },
    bio: "Former librarian teaching research skills, source-checking and bias-aware use of chat models.",
  },
  {
    name: "Nia Robinson",
    photo: { ...instructor5Image, alt: "Nia Robinson laughing, wearing large gold hoop earrings" },
    bio: "Storyteller and screenwriter leading workshops on short-form video scripts and story structure.",
  },
  {
    name: "Tariq Hollins",
    photo: { ...instructor6Image, alt: "Tariq Hollins in a denim jacket, arms crossed, in front of a mural" },
    imagePosition: "center top",
  },
  {
    name: "Zora Adeyemi",
    photo: { ...instructor7Image, alt: "Zora Adeyemi in a purple headwrap, smiling softly" },
    bio: "Wellness coach pairing mindful movement with journaling and reflection practices.",
  },
  {
    name: "Malik Jefferson",
    photo: { ...instructor8Image, alt: "Malik Jefferson in a hoodie, seated in front of two monitors" },
    bio: "Game developer teaching beginners to prototype small games with AI as a creative partner.",
  },
  {
    name: "Simone Baptiste",
    photo: { ...instructor9Image, alt: "Simone Baptiste in a linen dress, standing in a sunlit studio" },
  },
];
