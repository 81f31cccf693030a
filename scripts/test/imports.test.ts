// The imports flow one way (docs/architecture.md): e2e → bench → scripts → web → worker → shared,
// the root's config files above them all, and no file reaches itself again through its imports.
// Type-only and dynamic imports count too. Paths resolve as TypeScript resolves them (#shared/...
// through package.json's "imports" included).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const LAYERS = ["shared", "worker", "web", "scripts", "bench", "e2e"];
const layer = (file: string) => {
  const top = file.split("/")[0]!;
  return file.includes("/") ? LAYERS.indexOf(top) : LAYERS.length;
};

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(fileName, resolve(file), options, ts.sys);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
      const target = relative(process.cwd(), resolvedModule.resolvedFileName);
      if (!target.startsWith("..") && !target.includes("node_modules")) targets.add(target);
    }
    graph.set(
      file,
      [...targets].filter((t) => t !== file && !t.endsWith(".d.ts")),
    );
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan): each is an import cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const sources = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"], { encoding: "utf8" })
  .split("\n")
  .filter((f) => f && !f.endsWith(".d.ts"));

describe("imports", () => {
  const graph = importGraph(sources);

  it("reads the whole tree", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("web/src/root.tsx")?.length).toBeGreaterThanOrEqual(3);
    // #shared/... resolves, so a cycle through shared/ would be seen.
    expect([...graph.values()].flat().filter((t) => t.startsWith("shared/")).length).toBeGreaterThan(20);
  });

  it("form no cycle", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("never run from a lower layer up to a higher one", () => {
    const upward = [...graph].flatMap(([file, targets]) => targets.filter((t) => layer(t) > layer(file)).map((t) => `${file} → ${t}`));
    expect(upward).toEqual([]);
  });

  // The Porch's text layer sits at its bottom (docs/decisions/0110-porch-text-layer.md).
  it("the Porch's text layer imports only itself and the Porch's data", () => {
    const TEXT = "worker/porch/text/";
    const layerFiles = [...graph.keys()].filter((f) => f.startsWith(TEXT));
    expect(layerFiles.length).toBeGreaterThanOrEqual(5);
    const above = layerFiles.flatMap((f) =>
      graph
        .get(f)!
        .filter((t) => !t.startsWith(TEXT) && !t.startsWith("worker/porch/data/"))
        .map((t) => `${f} → ${t}`),
    );
    expect(above).toEqual([]);
  });

  it("the checks can fail: a made-up cycle and an upward import are found", () => {
    const made = new Map([
      ["web/a.ts", ["web/b.ts"]],
      ["web/b.ts", ["web/c.ts"]],
      ["web/c.ts", ["web/a.ts", "shared/d.ts"]],
      ["shared/d.ts", []],
    ]);
    expect(cycles(made)).toEqual([["web/a.ts", "web/b.ts", "web/c.ts"]]);
    expect(layer("shared/d.ts")).toBeLessThan(layer("worker/x.ts"));
    expect(layer("e2e/x.ts")).toBeLessThan(layer("vite.config.ts"));
  });
});
