/**
 * Copy of the Home page's Community Porch panel (docs/architecture.md). The panel's words live
 * here, not in JSX; the answers themselves come from the API.
 */
import type { QuickAction } from "#shared/schemas/porch";
import type { ImageRef, ToastCopy } from "./content-types";
import porchAgentImage from "./generated/images/porch-agent.json" with { type: "json" };

/**
 * The lucide icons the Porch uses, by name. A closed list on purpose: the panel imports exactly
 * these (importing lucide's whole `icons` map would put every icon in the page's bundle).
 */
export type PorchIconName =
  | "Apple"
  | "House"
  | "FileText"
  | "Users"
  | "Briefcase"
  | "HeartHandshake"
  | "ShieldCheck"
  | "Compass"
  | "Bot";

export type PorchQuickAction = {
  readonly label: string;
  /** The code sent to POST /api/community/quick-action. */
  readonly code: QuickAction;
  readonly icon: PorchIconName;
};

export const porchCopy = {
  heading: "Community Porch AI Agent",
  intro:
    "Pull up a chair. Ask about food, housing, grants, jobs and support services, and the Porch will point you to real community resources.",
  image: {
    ...porchAgentImage,
    alt: "The Community Porch agent: a friendly illustrated guide in gold and violet, seated on a front porch at dusk",
  } satisfies ImageRef,
  imageSizes: "(min-width: 768px) 96px, 72px",
  statusLabel: "Status",
  statusReady: "Ready",
  statusConnected: "Connected",
  thinking: "Thinking...",
  conversationLabel: "Conversation with the Community Porch agent",
  emptyConversation: "Ask a question below or pick a quick action to get started.",
  you: "You",
  agent: "Porch",
  inputLabel: "Your message",
  inputPlaceholder: "Ask about resources, grants or support...",
  inputHint: "Enter sends; Shift+Enter starts a new line.",
  sendLabel: "Send",
  quickActionsHeading: "Quick Actions",
  /** What a quick action shows as the visitor's message. */
  quickActionMessage: (code: QuickAction) => `Quick Action: ${code}`,
  usageNote:
    "The Porch shares information only. It is not a lawyer, doctor or counselor. In an emergency, call 911 or your local emergency services; for a mental health crisis, call or text 988.",
  connectionError: {
    title: "Connection Error",
    description: "Sorry, I'm having trouble connecting right now. Please try again.",
  } satisfies ToastCopy,
  actionFailed: {
    title: "Action Failed",
    description: "Sorry, that action couldn't be completed. Please try again.",
  } satisfies ToastCopy,
} as const;

/** The six quick actions, label to code exactly as the API expects them. */
export const porchQuickActions: readonly PorchQuickAction[] = [
  { label: "Food Resources", code: "food", icon: "Apple" },
  { label: "Housing Help", code: "housing", icon: "House" },
  { label: "Grant Writing", code: "grant", icon: "FileText" },
  { label: "Community Resources", code: "community", icon: "Users" },
  { label: "Job Assistance", code: "jobs", icon: "Briefcase" },
  { label: "Support Services", code: "support", icon: "HeartHandshake" },
];

export type PorchHelpCard = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: PorchIconName;
  readonly points: readonly string[];
};

export const porchHelpHeading = {
  heading: "Here to Help",
  intro: "New to the porch or the community? Start with these.",
} as const;

/** The three help cards beside the Porch on the Home page. */
export const porchHelpCards: readonly PorchHelpCard[] = [
  {
    id: "community-guidelines",
    title: "Community Guidelines",
    description: "We build with respect. Bring your curiosity, your culture and your kindness.",
    icon: "ShieldCheck",
    points: [
      "Lead with respect; critique the work, never the person.",
      "Credit the artists, writers and builders you learn from.",
      "Keep private details private, yours and everyone else's.",
    ],
  },
  {
    id: "getting-started",
    title: "Getting Started",
    description: "Three small steps to your first great prompt.",
    icon: "Compass",
    points: [
      "Open Soul Code 101 and pick a mode.",
      "Copy a base template and fill in the blanks.",
      "Share what you made in the community and ask for feedback.",
    ],
  },
  {
    id: "ai-assistant-help",
    title: "AI Assistant Help",
    description: "How to get the most from the Community Porch agent.",
    icon: "Bot",
    points: [
      "Tell the Porch what you need in your own words: food, rent, a job, a grant, someone to talk to.",
      "Use a quick action for a fast starting point.",
      "Double-check hours and eligibility with the organization itself.",
    ],
  },
];
