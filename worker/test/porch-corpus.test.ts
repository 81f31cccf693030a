/**
 * "The Porch understands more people": every phrasing of the corpus in
 * worker/test/fixtures/porch-corpus.json gets the kind of answer it expects, in its language.
 * Expectations: a directory category (the first resource named belongs to it), "identity" (the
 * honest automated-assistant answer), "site" (the site's own pages linked: `links`), "crisis"
 * (988 and 911 before any other resource, in the visitor's language), "greeting" or "none".
 */
import { describe, expect, it } from "vitest";
import { pageUrl, siteFacts } from "#shared/site-facts";
import { CATEGORIES, DIRECTORY, type Category } from "../porch/directory";
import corpus from "./fixtures/porch-corpus.json";
import { porchChat } from "./helpers";

type Case = { message: string; language: "en" | "es"; expect: string[]; links?: string[] };
const CASES = corpus as Case[];

const namedEntries = (response: string) =>
  DIRECTORY.map((r) => ({ r, at: response.indexOf(`• ${r.name}:`) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.r);

const SPANISH_COPY =
  /Llama al|Estos son recursos|Soy un asistente|Esto es lo que ofrece|Tu seguridad es lo primero|Puedes escribir|El calendario de clases|Hola, bienvenido|No estoy seguro de qué recurso/;
const ENGLISH_COPY =
  /Call \d|Here are trusted|I'm an automated|Here is what|Your safety comes first|You can reach|The teaching calendar|Hello, and welcome|I'm not sure which resource/;

/** What is wrong with a reply to one corpus case ("" when nothing). */
function problem(c: Case, response: string): string {
  const [kind] = c.expect;
  const named = namedEntries(response);
  if (c.language === "es" ? !SPANISH_COPY.test(response) || ENGLISH_COPY.test(response) : SPANISH_COPY.test(response)) {
    return `not answered in ${c.language}`;
  }
  if (kind === "crisis") {
    const preamble = c.language === "es" ? "Tu seguridad es lo primero." : "Your safety comes first.";
    if (!response.startsWith(preamble)) return "no crisis lines first";
    const firstOther = Math.min(
      Infinity,
      ...named.filter((r) => r.id !== "988-lifeline" && r.id !== "911").map((r) => response.indexOf(`• ${r.name}:`)),
    );
    if (!(response.indexOf("988") < firstOther && response.indexOf("911") < firstOther)) return "988/911 not before other resources";
    if (c.language === "es" && !response.includes("AYUDA")) return "no Spanish 988 option";
    return "";
  }
  if (/Your safety comes first|Tu seguridad/.test(response)) return "crisis lines for a non-crisis message";
  if (kind === "identity") {
    if (!/^(I'm an automated assistant|Soy un asistente automatizado)/.test(response) || named.length > 0)
      return "not the honest identity answer";
    return "";
  }
  if (kind === "site") {
    if (named.length > 0) return `directory entries for a site question: ${named.map((r) => r.id).join(", ")}`;
    for (const link of c.links ?? []) {
      const wanted = link === "mailto" ? siteFacts.contactEmail : pageUrl(link);
      if (!response.includes(wanted)) return `missing ${wanted}`;
    }
    return "";
  }
  if (kind === "greeting") return /^(Hello, and welcome|Hola, bienvenido)/.test(response) ? "" : "not a greeting";
  if (kind === "none")
    return /^(I'm not sure which resource|No estoy seguro de qué recurso)/.test(response) ? "" : "did not say it has no match";
  if (!(CATEGORIES as readonly string[]).includes(kind)) return `unknown expectation ${kind}`;
  if (named.length === 0 || !named[0].categories.includes(kind as Category)) return `first resource ${named[0]?.id ?? "(none)"}`;
  return "";
}

describe("the Porch corpus", () => {
  it(`answers all ${CASES.length} phrasings as expected`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    for (const kind of ["identity", "site", "crisis"]) {
      expect(
        CASES.some((c) => c.expect[0] === kind && c.language === "es"),
        `a Spanish ${kind} case`,
      ).toBe(true);
    }
    const wrong: string[] = [];
    for (const c of CASES) {
      const response = await porchChat(c.message);
      const why = problem(c, response);
      if (why) wrong.push(`${c.message} -> ${why}\n${response.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});
