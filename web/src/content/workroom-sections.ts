/**
 * The Workroom (/workroom) below its live platforms: projects in progress, the featured white
 * paper and the Think Tank band. The first screen and the live platforms are in workroom.ts.
 *
 * PDFs referenced (to be generated into the site's public folder):
 *   /docs/arendelle-nexus-white-paper.pdf
 */
import { siteConfig } from "./site-config";
import type { AccentToken, IconName, LinkAction, SectionHeading } from "./content-types";

/* ---------------------------------------------------------- ongoing projects */

export type OngoingProject = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly features: readonly string[];
};

export type OngoingGroup = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** lucide-react icon name. */
  readonly icon: IconName;
  readonly accent: AccentToken;
  readonly projects: readonly OngoingProject[];
};

export const ongoingProjectsHeading: SectionHeading = {
  eyebrow: "On the Workbench",
  heading: "Ongoing Projects",
  intro: "Grouped by the worlds they belong to. Peek in, and come back to watch them grow.",
};

/** Badge on every ongoing project, and its button label (opens `url` in a new tab). */
export const ongoingProjectLabels = {
  badge: "In Progress",
  explore: "Explore Project",
} as const;

export const ongoingGroups: readonly OngoingGroup[] = [
  {
    id: "gaming",
    title: "Gaming",
    description: "Play as a way to learn, heal and imagine new worlds.",
    icon: "Gamepad2",
    accent: "purple",
    projects: [
      {
        id: "griot-quest",
        title: "Griot Quest",
        description: "A story-driven adventure where players collect and retell folktales to restore a fading city.",
        url: "https://griotquest.soulcode.studio",
        features: ["Branching stories", "Original soundtrack", "Family-friendly"],
      },
      {
        id: "prompt-arena",
        title: "Prompt Arena",
        description: "A friendly competition game for sharpening prompting skills against timed creative challenges.",
        url: "https://arena.soulcode.studio",
        features: ["Daily challenges", "Community voting", "Skill badges"],
      },
    ],
  },
  {
    id: "wellness",
    title: "Wellness",
    description: "Tools for the body, the mind and the spirit, built from the Finding Me journey.",
    icon: "HeartPulse",
    accent: "rose",
    projects: [
      {
        id: "rhythm-tracker",
        title: "Rhythm Tracker",
        description: "A gentle habit companion for sleep, movement and water, with no streaks to shame you.",
        url: "https://rhythm.soulcode.studio",
        features: ["Soft reminders", "Private by design", "Chakra check-ins"],
      },
    ],
  },
  {
    id: "retro-gaming",
    title: "Retro Gaming",
    description: "Pixel art, chiptunes and the joy of the games we grew up on.",
    icon: "Joystick",
    accent: "amber",
    projects: [
      {
        id: "pixel-block-party",
        title: "Pixel Block Party",
        description: "An 8-bit neighborhood game where every house plays a different genre of music.",
        url: "https://blockparty.soulcode.studio",
        features: ["8-bit soundtrack", "Couch co-op", "Playable in the browser"],
      },
    ],
  },
  {
    id: "black-innovation",
    title: "Black Innovation",
    description: "Celebrating and extending a long tradition of Black invention.",
    icon: "Lightbulb",
    accent: "gold",
    projects: [
      {
        id: "inventors-archive",
        title: "The Inventors' Archive",
        description: "An interactive timeline of Black inventors and the everyday things their work made possible.",
        url: "https://inventors.soulcode.studio",
        features: ["Illustrated timeline", "Classroom guides", "Sources for every entry"],
      },
      {
        id: "builders-directory",
        title: "Builders Directory",
        description: "A directory that helps Black founders and creators find collaborators and one another.",
        url: "https://builders.soulcode.studio",
        features: ["Search by skill", "Opt-in profiles", "Collaboration board"],
      },
    ],
  },
  {
    id: "future-tech",
    title: "Future Tech",
    description: "Experiments at the edge of AI, agents and culture.",
    icon: "Cpu",
    accent: "sky",
    projects: [
      {
        id: "agent-handoff-lab",
        title: "Agent Handoff Lab",
        description: "A sandbox for testing how AI agents pass work to each other using the Soul Code JSON transport.",
        url: "https://handoff.soulcode.studio",
        features: ["JSON transport format", "Validation checks", "Readable handoff logs"],
      },
    ],
  },
  {
    id: "entertainment",
    title: "Entertainment",
    description: "Stories on screen and in sound, from the studio's imagination.",
    icon: "Clapperboard",
    accent: "violet",
    projects: [
      {
        id: "zahra-ny-shorts",
        title: "Zahra NY Shorts",
        description: "Animated shorts set in the world of The Hollow Star of Zahra NY.",
        url: "https://zahrany.soulcode.studio",
        features: ["Mixed media animation", "Original score", "Behind-the-scenes notes"],
      },
    ],
  },
  {
    id: "prompt-generators",
    title: "Prompt Generators",
    description: "Guided builders that turn a few answers into a strong, culturally aware prompt.",
    icon: "WandSparkles",
    accent: "emerald",
    projects: [
      {
        id: "soul-code-generator",
        title: "Soul Code Generator",
        description: "The interactive next step after the Beginner Taste Kit: fill a form, toggle layers, copy a prompt.",
        url: "https://generator.soulcode.studio",
        features: ["Five creative modes", "Six Soul Code layers", "One-click copy"],
      },
      {
        id: "brand-voice-builder",
        title: "Brand Voice Builder",
        description: "Helps small businesses describe their voice once and reuse it across every prompt.",
        url: "https://voice.soulcode.studio",
        features: ["Guided questions", "Reusable voice card", "Web and social presets"],
      },
    ],
  },
];

/* ------------------------------------------------------ featured white paper */

export const featuredWhitePaper = {
  eyebrow: "Featured White Paper",
  title: "The Arendelle Nexus",
  badge: "Invite Only",
  description:
    "How culturally grounded AI agents can hand work to one another clearly and fairly: a shared transport format, validation at every step, and context that travels with the task.",
  action: {
    label: "Read the White Paper",
    href: "/docs/arendelle-nexus-white-paper.pdf",
    external: true,
  } satisfies LinkAction,
} as const;

/* -------------------------------------------------------------- think tank */

export const joinThinkTank = {
  title: "Want to build with me?",
  text: "The Think Tank takes on one real project each month, together. Come see how it works.",
  action: { label: "Join the Think Tank", href: siteConfig.links.skoolAbout, external: true } satisfies LinkAction,
} as const;
