// The built Worker's start-up evaluates only what its entry imports statically: the chunks reached
// from dist/server/index.js through `import ... from` (never through `import()`). None of them may
// hold the API's route groups, the Porch (its model, lexicons and indexes load on the first chat)
// nor React Router's server runtime and the pages (they load on the first page request, which
// production never sends) (docs/decisions/0071-porch-and-pages-load-on-first-use.md,
// docs/decisions/0103-api-groups-load-on-first-use.md). A health request adds the chunks of its
// own group and the API's guards, and those hold no request schema, no table and no Porch either. Read from the source maps, which name
// every module a chunk holds, minified or not, and from the Porch's data files themselves (JSON
// modules have no source map): more than half of a data file's longer phrases in a chunk means
// the file is in it.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, test } from "@playwright/test";

const SERVER = "dist/server";
const ENTRY = join(SERVER, "index.js");

/** The chunks a chunk imports statically: `import ... from "x"`, `export ... from "x"`, `import "x"`. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const specifiers = [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.filter((s) => s.startsWith(".")).map((s) => resolve(dirname(file), s));
}

/** The chunks a chunk imports with `import("x")` (the minified bundle quotes them with backticks). */
function dynamicImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(/\bimport\(\s*["'`](\.[^"'`]+)["'`]\s*\)/g)].map((m) => resolve(dirname(file), m[1]!));
}

/** Every chunk the entry reaches statically, the entry included. */
function startupChunks(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return [...seen];
}

/** The modules a chunk holds, as paths from the project root. */
function modulesOf(chunk: string): string[] {
  const map = `${chunk}.map`;
  // The bundler's own helpers (module namespaces, interop) come from no source file.
  if (/\/rolldown-runtime-[\w-]+\.js$/.test(chunk) && !existsSync(map)) return [];
  expect(existsSync(map), `${relative(".", chunk)} has a source map`).toBe(true);
  const { sources } = JSON.parse(readFileSync(map, "utf8")) as { sources: string[] };
  return sources.map((s) => relative(".", resolve(dirname(chunk), s)));
}

/** What a health request must not evaluate (worker/porch/sessions.ts, the chat's KV store, included). */
const NOT_FOR_HEALTH: Array<[string, RegExp]> = [
  ["the Porch", /^worker\/porch\//],
  // limits.ts is numbers only (the body guard's photo limit), with no zod in it.
  ["the request schemas", /^(shared\/schemas\/(?!limits\.ts$)|worker\/owner\/schemas\.ts$)/],
  ["the tables", /^shared\/db\/schema\.ts$/],
  ["another route group", /^worker\/routes\/(?!health\.ts$)/],
  ["the owner console", /^(worker|shared)\/owner\//],
];

/** What start-up must not evaluate: all of the above, and the API itself. */
const NOT_AT_STARTUP: Array<[string, RegExp]> = [
  ...NOT_FOR_HEALTH,
  ["the API's guards and the route groups", /^worker\/(api-group|env|routes\/.*)\.ts$/],
  ["zod", /node_modules\/zod\//],
  ["React Router's server runtime", /node_modules\/(react-router|react-dom|@react-router)\//],
  ["the server build", /virtual:react-router|^web\/src\//],
  // The owner console's WebAuthn library (about 89 kB gzip) and its Markdown renderer load on its first request.
  ["the WebAuthn library", /node_modules\/@simplewebauthn\//],
  ["the blog renderer and sanitiser", /node_modules\/(marked|htmlparser2)\//],
];

/** The Porch's data, each file as a sample of its longer plain phrases. */
const PORCH_DATA = ["porch-model", "crisis-lexicon", "category-lexicon", "porch-vocabulary", "directory"].map((name) => {
  const phrases = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string" && v.length >= 12 && /^[a-z][a-z -]+$/i.test(v)) phrases.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object")
      for (const [k, inner] of Object.entries(v)) {
        walk(k);
        walk(inner);
      }
  };
  walk(JSON.parse(readFileSync(`worker/porch/data/${name}.json`, "utf8")));
  const all = [...phrases];
  const sample = all.filter((_, i) => i % Math.max(1, Math.floor(all.length / 50)) === 0).slice(0, 50);
  return { name: `worker/porch/data/${name}.json`, sample };
});

function dataIn(chunks: string[]): string[] {
  const code = chunks.map((c) => readFileSync(c, "utf8")).join("\n");
  return PORCH_DATA.filter(({ sample }) => sample.filter((p) => code.includes(p)).length * 2 > sample.length).map((d) => d.name);
}

test("the Worker's start-up imports neither the Porch nor React Router's server runtime", () => {
  expect(existsSync(ENTRY), `${ENTRY} exists (npm run build)`).toBe(true);
  const chunks = startupChunks(ENTRY);
  const atStartup = chunks.flatMap(modulesOf);
  // The walk itself works: the entry is there, with the security headers it sets on every answer.
  expect(atStartup).toContain("worker/index.ts");
  expect(atStartup).toContain("shared/security-headers.ts");
  for (const [what, pattern] of NOT_AT_STARTUP) {
    const found = atStartup.filter((m) => pattern.test(m));
    expect(found, `${what} is evaluated at start-up (imported statically from ${ENTRY})`).toEqual([]);
  }
  expect(dataIn(chunks), `the Porch's data is evaluated at start-up (imported statically from ${ENTRY})`).toEqual([]);
});

/** The chunk of the entry's dynamic imports that holds `source`. */
function dynamicChunkOf(source: string): string {
  const chunk = dynamicImports(ENTRY).find((c) => modulesOf(c).includes(source));
  expect(chunk, `the entry imports ${source} dynamically`).toBeDefined();
  return chunk!;
}

test("a health request evaluates neither the request schemas, the tables nor the Porch", () => {
  expect(existsSync(ENTRY), `${ENTRY} exists (npm run build)`).toBe(true);
  // What GET /api/health evaluates: start-up, then its group's two imports (worker/index.ts), each
  // with what it imports statically. A read loads nothing else (the D1 session's writer check,
  // worker/lib/d1-session.ts, is a write's).
  const chunks = [
    ...new Set([ENTRY, dynamicChunkOf("worker/api-group.ts"), dynamicChunkOf("worker/routes/health.ts")].flatMap(startupChunks)),
  ];
  const modules = chunks.flatMap(modulesOf);
  // The walk itself works: the guards, the D1 session and the route are there.
  for (const m of ["worker/routes/health.ts", "worker/api-group.ts", "worker/env.ts", "worker/lib/d1-session.ts", "worker/db/client.ts"])
    expect(modules).toContain(m);
  for (const [what, pattern] of NOT_FOR_HEALTH) {
    const found = modules.filter((m) => pattern.test(m));
    expect(found, `${what} is evaluated by a health request`).toEqual([]);
  }
  expect(dataIn(chunks), "the Porch's data is evaluated by a health request").toEqual([]);
});

// The other half, so that the first cannot pass by looking in the wrong place: what start-up
// leaves out is in the bundle, behind dynamic imports (the entry's, and those of what they load:
// the owner console's WebAuthn library waits behind its group's).
test("the Porch and the pages are in the bundle, behind a dynamic import", () => {
  expect((JSON.parse(readFileSync(join(SERVER, "wrangler.json"), "utf8")) as { main: string }).main).toBe("index.js");
  const atStartup = new Set(startupChunks(ENTRY));
  const seen = new Set<string>();
  const pending = [resolve(ENTRY)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file), ...dynamicImports(file));
  }
  const later = [...seen].filter((c) => !atStartup.has(c));
  const modules = later.flatMap(modulesOf);
  for (const [what, pattern] of NOT_AT_STARTUP)
    expect(
      modules.some((m) => pattern.test(m)),
      what,
    ).toBe(true);
  expect(dataIn(later)).toEqual(PORCH_DATA.map((d) => d.name));
});
