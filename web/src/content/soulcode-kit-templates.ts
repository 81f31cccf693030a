/**
 * Soul Code prompt-generator kit (/soulcode101), below its first screen: the layers, the JSON
 * transport, Prompt the Prompt, the five modes and the mini prompts. Every copy button copies a
 * string from this module (the JSON box copies `jsonTransportText`). Blanks to fill are written
 * in [SQUARE BRACKETS]. The page's first screen and footer are in soulcode-kit.ts.
 */
import type { IconName, ToastCopy } from "./content-types";

/* ------------------------------------------------------- Soul Code layers */

export type SoulCodeLayer = {
  readonly id: "technical" | "aesthetic" | "symbolic-cultural" | "emotional-intent" | "accessibility-format" | "quality-bar";
  readonly name: string;
  /** What the layer asks you to decide. */
  readonly description: string;
  /** A line you can add to a prompt when the layer is toggled on. */
  readonly snippet: string;
};

export const soulCodeLayerBox = {
  title: "Soul Code Layer Box",
  intro: "Six optional layers. Toggle on the ones that matter for this piece and add their lines to your prompt.",
  layers: [
    {
      id: "technical",
      name: "Technical",
      description: "Format, size, length, tools and hard constraints.",
      snippet: "Technical: [FORMAT], [SIZE OR LENGTH], [TOOL LIMITS], e.g. 4:5 at 2048px, no text in the image.",
    },
    {
      id: "aesthetic",
      name: "Aesthetic",
      description: "Style, palette, lighting and texture.",
      snippet: "Aesthetic: [STYLE], [PALETTE], [LIGHTING], e.g. Afrofuturist mixed media, royal purple and gold, soft rim light.",
    },
    {
      id: "symbolic-cultural",
      name: "Symbolic/Cultural",
      description: "Symbols, traditions and references to honor, named specifically and respectfully.",
      snippet: "Symbolic/Cultural: include [SYMBOL OR TRADITION] with its real meaning; avoid using sacred symbols as decoration and avoid stereotypes.",
    },
    {
      id: "emotional-intent",
      name: "Emotional/Intent",
      description: "What the audience should feel, and why this piece exists.",
      snippet: "Emotional/Intent: it should feel [EMOTION] so that [AUDIENCE] [DOES OR BELIEVES WHAT].",
    },
    {
      id: "accessibility-format",
      name: "Accessibility/Format",
      description: "Who must be able to use it, and in what form.",
      snippet: "Accessibility/Format: plain language, high contrast, include alt text or captions, readable on a phone.",
    },
    {
      id: "quality-bar",
      name: "Quality Bar",
      description: "What done looks like, stated so you can check it.",
      snippet: "Quality Bar: [3 CHECKS THE RESULT MUST PASS], e.g. true-to-life skin tones, correct hands, no artifacts.",
    },
  ] satisfies readonly SoulCodeLayer[],
} as const;

/** The layer box's toggles: switch layers on, then copy their lines together. */
export const layerToggleLabels = {
  include: "Add to my prompt",
  copySelected: "Copy Selected Layers",
  /** Shown next to the button; `{count}` is replaced by the number of layers switched on. */
  selected: "{count} of 6 layers on",
} as const;

/* --------------------------------------------------------- JSON transport */

/** The JSON handoff format between agents (structure fixed by the spec). */
export type JsonTransport = {
  readonly task_id: string;
  readonly instructions: {
    readonly action: string;
    readonly style_directive: string;
    readonly quality_requirements: readonly string[];
  };
  readonly ingredients: {
    readonly subject: string;
    readonly aesthetic_layer: string;
    readonly technical_specs: {
      readonly aspect_ratio: string;
      readonly resolution: string;
      readonly file_format: string;
    };
    readonly soul_code: {
      readonly symbolic: string;
      readonly emotional: string;
      readonly cultural: string;
    };
  };
  readonly expected_product: {
    readonly format: string;
    readonly validation_criteria: readonly string[];
    readonly handoff_to_next_agent: string;
  };
};

export const jsonTransportExample: JsonTransport = {
  task_id: "soulcode-image-001",
  instructions: {
    action: "Generate one portrait image from the ingredients below.",
    style_directive: "Afrofuturist mixed media painting; royal purple, deep indigo and warm gold; soft rim light.",
    quality_requirements: [
      "4:5 at 2048px on the long side",
      "True-to-life, richly rendered dark skin tones",
      "Natural hands and face, no distortion or artifacts",
      "No text or watermarks",
    ],
  },
  ingredients: {
    subject: "A Black woman in her thirties with natural coils and a gold-threaded headwrap, in a rooftop garden at dusk.",
    aesthetic_layer: "Gold leaf flecks in the background, subtle circuit patterns woven into the fabric, painterly texture.",
    technical_specs: {
      aspect_ratio: "4:5",
      resolution: "2048px long side",
      file_format: "PNG",
    },
    soul_code: {
      symbolic: "A Sankofa-inspired pattern along the headwrap border: looking back to move forward.",
      emotional: "Calm confidence and quiet joy.",
      cultural: "Celebrate Black beauty and futurity without stereotype or exoticism.",
    },
  },
  expected_product: {
    format: "One PNG image, 4:5, 2048px on the long side.",
    validation_criteria: [
      "Subject, setting and palette match the ingredients",
      "Skin tone is not lightened or washed out",
      "Hands and face are free of distortion",
      "No text appears in the image",
    ],
    handoff_to_next_agent:
      "Pass the approved image, the task_id and a one-sentence description to the caption agent, which writes the alt text.",
  },
};

/** Exactly what the JSON box's copy button copies. */
export const jsonTransportText: string = JSON.stringify(jsonTransportExample, null, 2);

export const jsonTransportBox = {
  title: "JSON Transport Box",
  intro: "When one AI agent hands work to another, structure keeps the soul from getting lost. Every handoff carries three parts: instructions, ingredients and the expected product.",
  parts: [
    { name: "Instructions", text: "What to do, in what style, to what standard." },
    { name: "Ingredients", text: "The subject, the look, the specs and the Soul Code." },
    { name: "Expected Product", text: "The format, how to check it, and who gets it next." },
  ],
  copyLabel: "Copy JSON",
} as const;

/* ------------------------------------------------------- Prompt the Prompt */

export const promptThePrompt = {
  title: "Prompt the Prompt",
  intro: "Before the model does the work, ask it to check your prompt. It catches gaps while they are still cheap to fix.",
  checklistTitle: "Quick Verification",
  checklist: [
    "Is the subject specific: who, what and where?",
    "Did I name the format, size or length?",
    "Is the style or tone clear?",
    "Did I say who it is for and how it should feel?",
    "Are cultural details named accurately and respectfully?",
    "Did I say what to avoid?",
    "Would I recognize a good result if I saw one?",
  ],
  prompt: [
    "Before you answer, review my prompt below.",
    "1. Tell me in one sentence what you think I am asking for.",
    "2. List anything that is unclear, missing or could be read two ways.",
    "3. Point out any cultural details that could be misread or stereotyped.",
    "4. Suggest an improved version of my prompt.",
    "Do not carry out the task yet. Wait for me to confirm.",
    "",
    "My prompt: [PASTE YOUR PROMPT HERE]",
  ].join("\n"),
  copyLabel: "Copy Prompt",
} as const;

/* -------------------------------------------------------------- mode cards */

export type KitMode = {
  readonly id: "image" | "llm" | "video" | "music" | "web";
  readonly name: string;
  readonly icon: IconName;
  readonly description: string;
  readonly baseTemplate: string;
  readonly preset: { readonly name: string; readonly prompt: string };
};

/** Labels inside each mode card. */
export const modeCardLabels = {
  baseTemplate: "Base Template",
  beginnerPreset: "Beginner Preset",
  copy: "Copy",
} as const;

export const modesHeading = {
  title: "Five Modes",
  intro: "Each mode has a base template to fill in and a beginner preset you can run as it is.",
} as const;

export const kitModes: readonly KitMode[] = [
  {
    id: "image",
    name: "Image",
    icon: "Image",
    description: "Portraits, scenes and artwork. Guidance: 4:5 at 2048px.",
    baseTemplate: [
      "Create an image of [SUBJECT] in [SETTING].",
      "Style: [ART STYLE], [LIGHTING], [COLOR PALETTE].",
      "Mood: [EMOTION].",
      "Composition: [SHOT TYPE], [CAMERA ANGLE].",
      "Format: 4:5 at 2048px on the long side.",
      "Avoid: [WHAT TO LEAVE OUT].",
    ].join("\n"),
    preset: {
      name: "Afrofuturist Glow Portrait",
      prompt: [
        "Create a portrait of a dark-skinned Black woman in her thirties with natural coils and a gold-threaded headwrap, standing in a rooftop garden at dusk.",
        "Style: Afrofuturist mixed media painting, soft rim lighting, palette of royal purple, deep indigo and warm gold.",
        "Mood: calm confidence and quiet joy.",
        "Composition: chest-up portrait at eye level, subject slightly off-center.",
        "Details: subtle circuit patterns woven into the fabric, gold leaf flecks in the background, true-to-life skin texture and tone.",
        "Format: 4:5 at 2048px on the long side.",
        "Avoid: lightened skin, distorted hands, text, watermarks.",
      ].join("\n"),
    },
  },
  {
    id: "llm",
    name: "LLM Text",
    icon: "MessageSquareText",
    description: "Summaries, explanations, outlines and drafts from a chat model.",
    baseTemplate: [
      "Role: You are a [ROLE OR EXPERTISE].",
      "Task: [WHAT YOU WANT] about [TOPIC].",
      "Audience: [WHO WILL READ IT].",
      "Context: [BACKGROUND THE MODEL NEEDS].",
      "Format: [LENGTH AND STRUCTURE, e.g. 5 bullets or 200 words].",
      "Tone: [VOICE].",
      "Rules: If you are not sure of a fact, say so. List your assumptions at the end.",
    ].join("\n"),
    preset: {
      name: "Bias-Aware Summary",
      prompt: [
        "Role: You are a careful research assistant with strong cultural awareness.",
        "Task: Summarize the text below in 5 bullets for a general audience.",
        "Then:",
        "1. Name whose perspectives are centered and whose are missing.",
        "2. Flag any claims that need a source.",
        "3. Point out loaded or stereotyping language, if any, and suggest neutral wording.",
        "Rules: Do not add facts that are not in the text. If something is unclear, say so.",
        "",
        "Text: [PASTE TEXT HERE]",
      ].join("\n"),
    },
  },
  {
    id: "video",
    name: "Video",
    icon: "Clapperboard",
    description: "Short-form video. Guidance: 30-45 s (hook 3-5 s, body 20-30 s, close 5-10 s).",
    baseTemplate: [
      "Create a video about [SUBJECT] for [PLATFORM AND AUDIENCE].",
      "Length: 30-45 s (hook 3-5 s, body 20-30 s, close 5-10 s).",
      "- Hook (3-5 s): [OPENING IMAGE OR LINE THAT STOPS THE SCROLL]",
      "- Body (20-30 s): [2 OR 3 KEY MOMENTS]",
      "- Close (5-10 s): [FINAL IMAGE AND CALL TO ACTION]",
      "Visual style: [LOOK, COLOR PALETTE, CAMERA MOVEMENT].",
      "Audio: [MUSIC OR VOICEOVER].",
      "Format: [ASPECT RATIO, e.g. 9:16].",
      "Avoid: [WHAT TO LEAVE OUT].",
    ].join("\n"),
    preset: {
      name: "Golden Hour Unveiling",
      prompt: [
        "Create a vertical video about a young Black inventor unveiling a solar-powered lantern to her neighborhood.",
        "Length: 30-45 s (hook 3-5 s, body 20-30 s, close 5-10 s).",
        "- Hook (3-5 s): close-up of the lantern flickering to life in her hands at dusk.",
        "- Body (20-30 s): neighbors gather on the stoop, children's faces lit gold, she shows how it charges by day.",
        '- Close (5-10 s): wide shot of the block glowing purple and gold, closing text "Built by us. For us."',
        "Visual style: Afrofuturist, warm gold highlights, violet shadows, slow handheld camera.",
        "Audio: warm Afrobeat-inspired instrumental at 98 BPM, no vocals.",
        "Format: 9:16.",
        "Avoid: stereotypes, poverty clichés, any on-screen text except the closing line.",
      ].join("\n"),
    },
  },
  {
    id: "music",
    name: "Music",
    icon: "EighthNotes",
    description: "Instrumental tracks and loops. Guidance: 90-105 BPM, 4-bar intro, 8-bar body, 4-bar button, about -14 LUFS.",
    baseTemplate: [
      "Compose an instrumental [GENRE] track that feels [MOOD].",
      "Tempo: [TEMPO] within 90-105 BPM.",
      "Structure: 4-bar intro, 8-bar body, 4-bar button (a short, clean ending).",
      "Instruments: [LEAD], [RHYTHM], [TEXTURE].",
      "Cultural roots: [TRADITION OR INFLUENCE TO HONOR].",
      "Mix: about -14 LUFS, no clipping.",
      "Use: [WHERE IT WILL PLAY].",
    ].join("\n"),
    preset: {
      name: "Afrofuturist Glow",
      prompt: [
        "Compose an instrumental Afrofuturist neo-soul track that feels warm, hopeful and cosmic.",
        "Tempo: 98 BPM (within 90-105 BPM).",
        "Structure: 4-bar intro (kalimba and a soft pad), 8-bar body (add talking drum, round bass and Rhodes chords), 4-bar button (kalimba alone, resolving on the home chord).",
        "Instruments: kalimba lead, talking drum and shaker, warm synth pad, Rhodes, bass.",
        "Cultural roots: West African percussion meeting Black American soul.",
        "Mix: about -14 LUFS, no clipping, gentle stereo width.",
        "Use: background music for a gallery reel.",
      ].join("\n"),
    },
  },
  {
    id: "web",
    name: "Web/App",
    icon: "LayoutTemplate",
    description: "Page and app copy: headlines, supporting lines and buttons.",
    baseTemplate: [
      "Write copy for a [PAGE OR SCREEN] for [BRAND OR PROJECT], which helps [AUDIENCE] to [OUTCOME].",
      "Voice: [3 WORDS FOR THE TONE].",
      "Sections: [LIST, e.g. hero, features, testimonial, call to action].",
      "For each section: a headline (at most 8 words), a supporting line (at most 25 words) and a button label (at most 4 words).",
      "Accessibility: plain language, about an 8th-grade reading level; suggest alt text for any image.",
      "Avoid: [WORDS OR CLAIMS TO AVOID].",
    ].join("\n"),
    preset: {
      name: "Copy Blocks",
      prompt: [
        "Write copy blocks for the landing page of a community art studio that teaches beginners to use AI with cultural intelligence.",
        "Voice: warm, regal, encouraging.",
        "Blocks: 1) Hero 2) Three benefits 3) How it works in 3 steps 4) Call to action.",
        "For each block: a headline (at most 8 words), a supporting line (at most 25 words) and a button label (at most 4 words) where a button fits.",
        "Accessibility: plain language, about an 8th-grade reading level.",
        'Avoid: hype words such as "revolutionary", invented statistics and promises the studio cannot keep.',
      ].join("\n"),
    },
  },
];

/* ------------------------------------------------------------ mini prompts */

export type MiniPrompt = {
  readonly id: "image" | "llm" | "video" | "music" | "web";
  /** Button label. */
  readonly label: string;
  readonly prompt: string;
};

export const miniPromptsHeading = {
  title: "One-Click Taste",
  intro: "Tap one to copy a tiny sample prompt, then paste it anywhere.",
} as const;

export const miniPrompts: readonly MiniPrompt[] = [
  {
    id: "image",
    label: "Image Taste",
    prompt:
      "Give me 8 bullets, at most 12 words each: ideas for an Afrofuturist portrait in royal purple and gold, 4:5 at 2048px.",
  },
  {
    id: "llm",
    label: "LLM Taste",
    prompt: "In 8 bullets of at most 12 words each, explain what cultural intelligence in AI means.",
  },
  {
    id: "video",
    label: "Video Taste",
    prompt:
      "Plan a 30 s loop at 98 BPM in 8 bullets of at most 12 words each: one shot per bullet, a gold-and-violet city at dusk.",
  },
  {
    id: "music",
    label: "Music Taste",
    prompt:
      "Describe a 30 s loop at 98 BPM in 8 bullets of at most 12 words each: kalimba, talking drum, warm pad, Afrofuturist glow.",
  },
  {
    id: "web",
    label: "Web/App Taste",
    prompt:
      "Write 8 bullets of at most 12 words each: homepage headline ideas for a Black-owned neighborhood bookstore.",
  },
];

/* ---------------------------------------------------------------- toasts */

export const copyToasts: { readonly success: ToastCopy; readonly failure: ToastCopy } = {
  success: { title: "Copied!", description: "Prompt copied to clipboard" },
  failure: { title: "Copy failed", description: "Please copy manually" },
};
