// The docs stay true to the tree: every path the README, docs/ and the decision records name exists
// (a record names a removed file struck through, ~~`x.ts`~~, so history stays readable), every link to a
// decision record (from docs or code) reaches one, every link to a section of docs/ names one of
// its headings, the decision index lists every record with the status its own header gives, and
// nothing cites the product spec's sections or issue numbers, which a reader of the repository lacks.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { decisionIndex, statusOf } from "../decision-index";

const DECISIONS = "docs/decisions";
const docs = [
  "README.md",
  ...readdirSync("docs")
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
/** Files the docs name as a command's output, absent from a fresh clone. */
const WRITTEN_BY_COMMANDS = new Set(["bench/results.json", "bench/lighthouse"]);
const records = readdirSync(DECISIONS).filter((f) => f.endsWith(".md") && f !== "README.md");

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) continue;
    if (statSync(full).isDirectory()) filesUnder(full, out);
    else if (/\.(ts|tsx|js|css|md)$/.test(name)) out.push(full);
  }
  return out;
}

/** Every file that may cite the docs: the docs themselves, the decision records and the code. */
const citing = () => [
  ...docs,
  ...records.map((r) => `${DECISIONS}/${r}`),
  ...["web", "worker", "shared", "scripts", "e2e", "bench"].flatMap((d) => filesUnder(d)),
];

/** Relative Markdown link targets of a file, resolved from the repository's root. */
function links(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => normalize(join(dirname(file), target.split("#")[0]!)));
}

/** The name of every file in the repository, for the bare names a doc gives (`reading.ts`). */
let names: Set<string> | undefined;
function fileNames(): Set<string> {
  if (names) return names;
  names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || ["node_modules", "dist", "test-results", "playwright-report"].includes(entry.name)) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else names!.add(entry.name);
    }
  };
  walk(".");
  return names;
}

/** Repository paths a doc names in its text that do not exist: `web/src/...`, docs/decisions/..., wrangler.toml and the like. */
function missingPaths(file: string): string[] {
  // Code blocks show commands and output; struck-through text names what is gone.
  const text = readFileSync(file, "utf8")
    .replace(/```[\s\S]*?```/g, "")
    .replace(/~~[^~\n]+~~/g, "");
  const found = new Set<string>();
  // Not after `#`: `#shared/db/schema` is an import specifier, its file has an extension.
  const tree = /(?<![\w./#-])((?:web|worker|shared|scripts|e2e|bench|docs|content|art|migrations|\.ci)\/[\w./@-]*[\w/])/g;
  for (const m of text.matchAll(tree)) {
    const path = m[1]!;
    // Globs and placeholders name a family of files, not one.
    const written = /^[^\s`'")\]]*/.exec(text.slice(m.index!))![0];
    if (/[*<>{]/.test(written)) continue;
    found.add(path.replace(/\/$/, ""));
  }
  // Root files by their bare name; other bare names are relative to a folder the text has named.
  for (const m of text.matchAll(/`((?:[\w.-]+\.config\.ts|wrangler\.toml|package\.json|\.dev\.vars\.example))`/g)) found.add(m[1]!);
  const missing = [...found].filter((path) => !WRITTEN_BY_COMMANDS.has(path) && !existsSync(path));
  // Other bare file names (`stems.ts`) must still be some file's name.
  for (const m of text.matchAll(/`([\w.-]+\.(?:tsx?|js|mjs|json|md|css|sql))`/g)) if (!fileNames().has(m[1]!)) missing.push(m[1]!);
  return missing;
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
const anchorsOf = (file: string) =>
  new Set(
    [
      ...readFileSync(file, "utf8")
        .replace(/```[\s\S]*?```/g, "")
        .matchAll(/^#{1,6} (.+)$/gm),
    ].map((m) => slug(m[1]!)),
  );

/** Sections a file links to, as [file, anchor]: Markdown links (`](performance.md#the-bench)`, `](#x)`) and `docs/x.md#y` in any text. */
function sectionLinks(file: string): [string, string][] {
  const text = readFileSync(file, "utf8");
  const markdown = [...text.matchAll(/\]\(([^)\s#]*\.md)?#([^)\s]+)\)/g)].map((m): [string, string] => [
    m[1] ? normalize(join(dirname(file), m[1])) : file,
    m[2]!,
  ]);
  const named = [...text.matchAll(/(?<![\w./-])(docs\/[\w-]+\.md)#([\w-]+)/g)].map((m): [string, string] => [m[1]!, m[2]!]);
  return [...markdown, ...named];
}

describe("the README and docs/", () => {
  it("the README stays short: the manual, testing and performance live in docs/", () => {
    expect(readFileSync("README.md").length).toBeLessThanOrEqual(12_000);
  });

  for (const file of [...docs, ...records.map((r) => `${DECISIONS}/${r}`)]) {
    it(`${file}: every link and every path it names exists`, () => {
      const missing = [...links(file).filter((path) => !existsSync(path)), ...missingPaths(file)];
      expect(missing).toEqual([]);
    });
  }

  it("every link to a section of the README or docs/ (`docs/performance.md#the-bench`) names one of its headings", () => {
    const broken: string[] = [];
    for (const file of citing())
      for (const [target, anchor] of sectionLinks(file))
        if (docs.includes(target) && !anchorsOf(target).has(anchor)) broken.push(`${file}: ${target}#${anchor}`);
    expect(broken).toEqual([]);
  });
});

describe("the repository stands alone", () => {
  it("no doc or code cites the product spec's sections or a tracker's issue numbers: it names its own docs", () => {
    const cites: string[] = [];
    const rootConfigs = readdirSync(".").filter((f) => /\.(ts|js|toml)$/.test(f));
    for (const file of [...citing(), ...rootConfigs, ".ci/run"]) {
      for (const m of readFileSync(file, "utf8").matchAll(/\b(spec(?:\.md)?,? (?:section|§) ?\d+|spec §\d+|issues? #?\d+\b)/gi))
        cites.push(`${file}: ${m[0]}`);
    }
    expect(cites).toEqual([]);
  });
});

describe("decision records", () => {
  const index = readFileSync(`${DECISIONS}/README.md`, "utf8");

  it("every link to a record, from the docs, the records or the code, reaches one", () => {
    const dangling: string[] = [];
    for (const file of citing()) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/docs\/decisions\/([\w-]+\.md)/g))
        if (!existsSync(`${DECISIONS}/${m[1]}`)) dangling.push(`${file}: ${m[0]}`);
      if (file.startsWith(DECISIONS))
        for (const path of links(file)) if (path.startsWith(DECISIONS) && !existsSync(path)) dangling.push(`${file}: ${path}`);
    }
    expect(dangling).toEqual([]);
  });

  it("every record has one header: '# N. Title', then 'Date: ... · Status: ...'", () => {
    const bad = records.filter((r) => {
      const [title, , meta] = readFileSync(`${DECISIONS}/${r}`, "utf8").split("\n");
      return !/^# \d+\. \S/.test(title ?? "") || !/^Date: \d{4}-\d{2}-\d{2} · Status: \S/.test(meta ?? "");
    });
    expect(bad).toEqual([]);
  });

  it("the index is the one scripts/decision-index.ts writes from the records' headers", () => {
    expect(index).toBe(decisionIndex());
  });

  it("the index lists every record, linked, with its status", () => {
    for (const record of records) {
      const meta = readFileSync(`${DECISIONS}/${record}`, "utf8").split("\n")[2] ?? "";
      const status = statusOf(meta);
      const row = index.split("\n").find((line) => line.includes(`](${record})`));
      expect(row, `${record} is in the index`).toBeDefined();
      expect(row, `${record}'s row gives its status`).toContain(`| ${status} |`);
    }
  });
});
