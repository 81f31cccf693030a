/**
 * What the front matter of each kind of page file in content/ must say, checked with zod when
 * the build renders them (scripts/content/render.ts). Every value is one line of text; a missing,
 * empty, misspelt or unknown field stops the build with a sentence naming the file and the field.
 */
import { z } from "zod";

const text = z.string({ error: "is missing" }).trim().min(1, { error: "is empty" });
const optionalText = z.string().trim().min(1, { error: "is empty (leave the line out instead)" }).optional();
const position = z
  .string({ error: "is missing" })
  .regex(/^[1-9][0-9]*$/, { error: "must be a whole number from 1 up (it sets the order on the page)" })
  .transform(Number);

/** content/pages/legal.md: the Legal page's heading block. */
export const legalPageFields = z.strictObject({ title: text, intro: text, lastUpdatedLabel: text });

/** content/wellness/manifesto.md: the small line above each of the two chapter titles. */
export const manifestoFields = z.strictObject({ firstChapterEyebrow: text, secondChapterEyebrow: text });

/** content/wellness/faq/*.md: one question of the Dopamine FAQ; the body is its answer. */
export const faqAnswerFields = z.strictObject({ question: text, order: position });

/** content/meet/*.md: a biography on the Meet page; the body is the text. */
export const biographyFields = z.strictObject({ title: text, badge: optionalText });

/**
 * The file's fields checked against its schema; throws one sentence per problem, each naming
 * `fileName` and the field.
 */
export function checkFields<S extends z.ZodObject>(schema: S, fields: Record<string, string>, fileName: string): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const known = Object.keys(schema.shape).join(", ");
  const problems = result.error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => `the front matter field "${key}" is not one this file uses (it has ${known})`).join("; ");
    }
    const field = String(issue.path[0]);
    const got = issue.code === "invalid_format" ? ` (it says "${fields[field]}")` : "";
    return `the front matter field "${field}" ${issue.message}${got}`;
  });
  throw new Error(`${fileName}: ${problems.join("; ")}.`);
}
