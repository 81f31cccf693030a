/**
 * The Community Porch's curated directory: real, nationwide US resources, each from its
 * operator's own site. Everything the Porch tells a visitor (quick actions, the built-in
 * responder, and the context handed to any model) comes from here, so a wrong number here is
 * a wrong number on screen: change an entry only from an official source, and re-check the
 * list at least twice a year (see docs/decisions/0081-porch-directory.md for the sources, the last
 * review and the watch items).
 *
 * The entries themselves live in data/directory.json so they can be reviewed and edited as
 * data; this module checks them once at load and refuses to start with a malformed one.
 *
 * `terms` are what people actually type (slang and plain words included); retrieval stems
 * them and tolerates typos, so list base forms and let `retrieve.ts` do the rest.
 */
import { z } from "zod";
import directoryJson from "./data/directory.json";

export const CATEGORIES = ["food", "housing", "utilities", "legal", "health", "grant", "community", "jobs", "support", "crisis"] as const;
export type Category = (typeof CATEGORIES)[number];

export type Resource = {
  readonly id: string;
  readonly name: string;
  /** One plain sentence: who it is for and what it does. */
  readonly helpsWith: string;
  /** How to call, as people dial it ("988", "1-800-662-4357"). */
  readonly phone?: string;
  /** How to text, as a full instruction ("Text HOME to 741741"). */
  readonly text?: string;
  readonly url: string;
  /** The first category is the entry's home; the others are where it also helps. */
  readonly categories: readonly [Category, ...Category[]];
  readonly terms: readonly string[];
  /**
   * The entry in Spanish, for Spanish replies: its description, how to call and text as a
   * Spanish speaker reads it, and the organisation's own Spanish line where it has one (each
   * such line is cited in docs/decisions/0081-porch-directory.md).
   */
  readonly es: { readonly helpsWith: string; readonly phone?: string; readonly text?: string; readonly line?: string };
};

const sentence = z.string().trim().min(1);
const category = z.enum(CATEGORIES);

const resourceSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "an id is lower-case words joined by dashes"),
  name: sentence,
  helpsWith: sentence,
  phone: sentence.optional(),
  text: sentence.optional(),
  // A missing link keeps zod's own message; a wrong one says what is expected.
  url: z.url({ protocol: /^https$/, error: (issue) => (issue.input === undefined ? undefined : "the link must be an https:// address") }),
  categories: z.tuple([category], category),
  terms: z.array(sentence).min(1),
  es: z.strictObject({
    helpsWith: sentence,
    phone: sentence.optional(),
    text: sentence.optional(),
    line: sentence.optional(),
  }),
});

/** How a reader finds an entry in the file: its position and, when it has one, its id. */
function entryLabel(data: unknown, index: PropertyKey): string {
  const entry = Array.isArray(data) && typeof index === "number" ? (data[index] as unknown) : undefined;
  const id = entry && typeof entry === "object" && "id" in entry && typeof entry.id === "string" ? ` ("${entry.id}")` : "";
  return `entry ${String(index)}${id}`;
}

/**
 * The directory file's contents as entries, or an error that names each bad entry and field,
 * so a typo in the JSON stops the Worker at load with a sentence instead of a wrong answer later.
 */
export function parseDirectory(data: unknown): Resource[] {
  const result = z.array(resourceSchema).min(1).safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const [index, ...field] = issue.path;
      if (index === undefined) return `the file must hold a list of entries (${issue.message})`;
      return `${entryLabel(data, index)}${field.length ? ` field "${field.join(".")}"` : ""}: ${issue.message}`;
    });
    throw new Error(`The Porch directory (worker/porch/data/directory.json) is malformed: ${problems.join("; ")}`);
  }
  const seen = new Set<string>();
  for (const [index, r] of result.data.entries()) {
    if (seen.has(r.id))
      throw new Error(
        `The Porch directory (worker/porch/data/directory.json) is malformed: ${entryLabel(data, index)} repeats an id used earlier`,
      );
    seen.add(r.id);
  }
  return result.data;
}

export const DIRECTORY: readonly Resource[] = parseDirectory(directoryJson);

export const byId: ReadonlyMap<string, Resource> = new Map(DIRECTORY.map((r) => [r.id, r]));

/** Entries of a category, those whose home it is first, then directory order. */
export function entriesFor(category: Category): Resource[] {
  const home = DIRECTORY.filter((r) => r.categories[0] === category);
  const also = DIRECTORY.filter((r) => r.categories[0] !== category && r.categories.includes(category));
  return [...home, ...also];
}

/** Human names of the categories, for replies. */
export const CATEGORY_LABELS: Record<Category, string> = {
  food: "food",
  housing: "housing",
  utilities: "utility bills",
  legal: "free legal help",
  health: "health care and coverage",
  grant: "grants and grant writing",
  community: "community resources",
  jobs: "jobs",
  support: "support services",
  crisis: "crisis help",
};
