// The import-boundary rule of eslint.config.js, run through ESLint itself on small sources placed
// (by filePath) where the rule applies: it must fire for each forbidden direction and stay quiet
// for the allowed ones. The real tree is linted clean by `npx eslint .` in `npm test`.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary messages for one import placed in `filePath`. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [x];\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    ["web -> worker", "web/src/routes/example.tsx", 'import { x } from "../../../worker/lib/auth";', /must not import worker/],
    [
      "web lib -> worker (a value, not the app type)",
      "web/src/lib/example.ts",
      'import { x } from "../../../worker/index";',
      /only the type of the Worker app/,
    ],
    [
      "web lib -> worker internals",
      "web/src/lib/example.ts",
      'import type { x } from "../../../worker/lib/auth";',
      /must not import worker/,
    ],
    ["web -> scripts", "web/src/content/example.ts", 'import { x } from "../../../scripts/lib/d1";', /may import scripts/],
    ["worker -> web", "worker/routes/example.ts", 'import { x } from "../../web/src/content/site-config";', /worker\/ must not import web/],
    ["worker -> scripts", "worker/lib/example.ts", 'import { x } from "../../scripts/lib/markdown";', /may import scripts/],
    ["scripts -> worker", "scripts/example.ts", 'import { x } from "../worker/lib/auth";', /must not import worker/],
    [
      "the Porch's training -> worker beyond the Porch",
      "scripts/porch-training/example.ts",
      'import { x } from "../../worker/lib/auth";',
      /may import worker\/porch\/ only/,
    ],
    ["shared -> web", "shared/example.ts", 'import { x } from "../web/src/lib/cn";', /shared\/ must not import web/],
    [
      "feature -> sibling feature",
      "web/src/features/porch/example.tsx",
      'import { x } from "../calendar/month-grid";',
      /must not import another feature/,
    ],
    [
      "feature -> feature through features/",
      "web/src/features/porch/example.tsx",
      'import { x } from "../../features/blog/blog-api";',
      /must not import another feature/,
    ],
    [
      "content -> the shell (the route table lives there)",
      "web/src/content/example.ts",
      'import { x } from "../shell/route-table";',
      /must not import the routes or the shell/,
    ],
    [
      "a feature -> a route",
      "web/src/features/porch/example.tsx",
      'import { x } from "../../routes/home";',
      /must not import the routes or the shell/,
    ],
    [
      "component -> feature",
      "web/src/components/ui/example.tsx",
      'import { x } from "../../features/porch/porch-panel";',
      /must not import another feature/,
    ],
  ])("refuses %s", async (_what, filePath, source, message) => {
    const errors = await boundaryErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      "a feature -> its own module, lib, components, content, hooks and shared",
      "web/src/features/porch/example.tsx",
      'import { a } from "./porch-api";\nimport { b } from "../../lib/cn";\nimport { c } from "../../components/ui/button";\nimport { d } from "../../content/porch";\nimport { e } from "../../hooks/use-hydrated";\nimport { x } from "#shared/text";\nexport const all = [a, b, c, d, e];',
    ],
    [
      "a route -> a feature and the shell",
      "web/src/routes/example.tsx",
      'import { x } from "../features/porch/porch-panel";\nimport { y } from "../shell/page-meta";\nexport const both = [y];',
    ],
    [
      "web lib -> the Worker app's type, for Hono's client",
      "web/src/lib/example.ts",
      'import type { App } from "../../../worker/index";\nconst x: App | null = null;',
    ],
    ["worker -> shared", "worker/routes/example.ts", 'import { x } from "#shared/calendar-rules";'],
    ["web and scripts -> the one image catalogue", "scripts/images/example.ts", 'import { x } from "#shared/image-catalog";'],
    ["scripts -> the site's content data", "scripts/example.ts", 'import { x } from "../web/src/content/site-config";'],
    [
      "the Porch's training -> the Porch's feature code",
      "scripts/porch-training/example.ts",
      'import { x } from "../../worker/porch/classify";',
    ],
  ])("allows %s", async (_what, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([]);
  });
});
