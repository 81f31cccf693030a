/**
 * The built-in grounded responder: every reply is composed from directory entries, so it can
 * only ever show real names, numbers and links. It is the default provider and the last
 * fallback of the chain, so it must never throw and never wait on anything.
 */
import { byId, CATEGORY_LABELS, entriesFor, type QuickAction, type Resource } from "./directory";
import type { Retrieval } from "./retrieve";
import type { CrisisKind } from "./safety";

export const DISCLAIMER =
  "I'm an automated assistant that shares public information, not a lawyer, doctor or counselor. Please check hours and eligibility with each organization.";

const LOCAL_HELP = "For help near you with almost anything, dial 211 or visit https://www.211.org.";

export const QUICK_ACTION_TITLES: Record<QuickAction, string> = {
  food: "Food Resources",
  housing: "Housing Help",
  grant: "Grant Writing",
  community: "Community Resources",
  jobs: "Job Assistance",
  support: "Support Services",
};

const QUICK_ACTION_INTROS: Record<QuickAction, string> = {
  food: "Here is where to find free food and grocery help anywhere in the US:",
  housing: "Here is where to get help with rent, eviction, foreclosure or finding a place to live:",
  grant:
    "Here is where to find grants and learn to write a strong application (most grants go to organizations and businesses, not individuals):",
  community: "Here is where to find local services and the benefits you may qualify for:",
  jobs: "Here is where to find work, training and unemployment help:",
  support: "Here is where to find mental health, recovery and emotional support:",
};

export function formatEntry(r: Resource): string {
  const ways = [r.phone ? `Call ${r.phone}` : null, r.text ?? null, r.url].filter(Boolean).join(" · ");
  return `• ${r.name}: ${r.helpsWith}\n  ${ways}`;
}

const list = (entries: readonly Resource[]) => entries.map(formatEntry).join("\n");

const QUICK_ACTION_LIMIT = 6;

/** Precomputed: quick actions are the same text for everyone. */
const QUICK_ACTION_REPLIES = Object.fromEntries(
  (Object.keys(QUICK_ACTION_TITLES) as QuickAction[]).map((code) => {
    const entries = entriesFor(code).slice(0, QUICK_ACTION_LIMIT);
    const closing = entries.some((e) => e.id === "211") ? DISCLAIMER : `${LOCAL_HELP}\n${DISCLAIMER}`;
    return [code, `${QUICK_ACTION_TITLES[code]}\n${QUICK_ACTION_INTROS[code]}\n\n${list(entries)}\n\n${closing}`];
  }),
) as Record<QuickAction, string>;

export function quickActionReply(code: QuickAction): string {
  return QUICK_ACTION_REPLIES[code];
}

const GREETING = /^(hi|hello|hey|hiya|yo|sup|howdy|good (morning|afternoon|evening)|whats up|hola)\b/;
const THANKS = /\b(thanks|thank you|thx|ty|appreciate it)\b/;

const WHAT_I_DO =
  "I can point you to real, nationwide resources for food, housing, grants and grant writing, community services, jobs and support services. Tell me what you need, or try one of the quick actions.";

/**
 * Composes a reply from the retrieval. The crisis lines themselves are added by the caller
 * (safety.withSafety) for every provider; this adds the other crisis contacts.
 */
export function builtInReply(message: string, retrieval: Retrieval, crisis: ReadonlySet<CrisisKind>): string {
  const parts: string[] = [];
  const shown = new Set(["988-lifeline", "911"]);

  if (crisis.size > 0) {
    const extra = [byId.get("crisis-text-line")!];
    if (crisis.has("violence")) extra.push(byId.get("domestic-violence-hotline")!);
    extra.forEach((e) => shown.add(e.id));
    parts.push(`You don't have to go through this alone. These are free and confidential, any time:\n${list(extra)}`);
  }

  const entries = retrieval.entries.filter((e) => !shown.has(e.id));
  if (entries.length > 0 && retrieval.category && retrieval.category !== "crisis") {
    parts.push(`Here are trusted nationwide resources for ${CATEGORY_LABELS[retrieval.category]}:\n${list(entries)}`);
  } else if (entries.length > 0) {
    parts.push(`These can also help:\n${list(entries)}`);
  }

  if (parts.length === 0) {
    const text = message.trim().toLowerCase();
    if (THANKS.test(text)) return `You're welcome. ${WHAT_I_DO}`;
    if (GREETING.test(text)) return `Hello, and welcome to the Porch. ${WHAT_I_DO}`;
    return [
      "I don't have a resource in my directory that matches that, and I'd rather not guess.",
      WHAT_I_DO,
      LOCAL_HELP,
    ].join("\n\n");
  }

  if (![...shown, ...entries.map((e) => e.id)].includes("211")) parts.push(LOCAL_HELP);
  parts.push(DISCLAIMER);
  return parts.join("\n\n");
}
