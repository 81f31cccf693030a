// Writes docs/decisions/README.md, the index of the decision records, from each record's own
// header (`# N. Title`, then `Date: ... · Status: ...`). Run after adding or superseding a record:
//   npx tsx scripts/decision-index.ts
// scripts/test/docs.test.ts fails while the index misses a record or a record's status.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { isMainModule } from "./lib/script-main";

const DIR = "docs/decisions";

/** A record's status as the index gives it: up to its first parenthesis or "·", links as their text. */
export function statusOf(meta: string): string {
  const status = (/Status: (.*)$/.exec(meta)?.[1] ?? "").replace(/\[([^\]]+)\]\([^)]*\)/g, "$1");
  return status
    .split(/ \(| · /)[0]!
    .replace(/[.;,:]\s*$/, "")
    .trim();
}

/** The index, from the records' own headers. */
export function decisionIndex(): string {
  const rows = readdirSync(DIR)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort()
    .map((file) => {
      const [title = "", , meta = ""] = readFileSync(`${DIR}/${file}`, "utf8").split("\n");
      const [, number = "", name = ""] = /^# (\d+)\. (.*)$/.exec(title) ?? [];
      // The status up to its first parenthesis or link: the record itself says the rest.
      const status = statusOf(meta);
      return `| ${number.padStart(4, "0")} | [${name.replace(/\|/g, "\\|")}](${file}) | ${status} |`;
    });

  return `# Decision records

Short records of the choices made: the context, the decision and what follows from it. Each starts
with \`# N. Title\` and \`Date: YYYY-MM-DD · Status: ...\`; a record that a later one makes obsolete is
deleted, or its status says which record supersedes it. A record names a file that is gone struck
through (~~\`stems.ts\`~~); the docs test checks that every other path it names exists. This index
is written by \`npx tsx scripts/decision-index.ts\` from those headers. Numbers missing from the
list belonged to records that were deleted.

| no. | decision | status |
| --- | --- | --- |
${rows.join("\n")}
`;
}

if (isMainModule(import.meta.url)) writeFileSync(`${DIR}/README.md`, decisionIndex());
