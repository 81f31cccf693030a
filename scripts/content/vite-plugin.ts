/**
 * The pages' Markdown (content/) as modules Vite loads: `import { legalPage } from
 * "virtual:page-markdown/legal"` is rendered by render.ts when the build or the dev server asks for it,
 * so no generated copy sits in the tree to go stale. A file the renderer refuses fails the build
 * with its sentence; in `npm run dev` a save re-renders the modules it feeds, and Vite reloads the
 * page that shows them.
 */
import path from "node:path";
import type { EnvironmentModuleNode, Plugin } from "vite";
import { CONTENT_DIR, contentModules, isContentModuleName, renderContentModule, type ContentModuleName } from "./render.ts";

const PREFIX = "virtual:page-markdown/";
// The \0 tells other plugins the id is no file of theirs to read or transform.
const RESOLVED_PREFIX = `\0${PREFIX}`;

/** The modules rendered from `file` (absolute), if it is Markdown under `contentDir`. */
function modulesFedBy(file: string, contentDir: string): ContentModuleName[] {
  const relative = path.relative(contentDir, file).split(path.sep).join("/");
  if (relative.startsWith("../") || !relative.endsWith(".md")) return [];
  return (Object.keys(contentModules) as ContentModuleName[]).filter((name) =>
    contentModules[name].sources.some((source) => (source.endsWith("/") ? relative.startsWith(source) : relative === source)),
  );
}

export function pageMarkdown({ contentDir = CONTENT_DIR }: { contentDir?: string } = {}): Plugin {
  return {
    name: "soulcode:page-markdown",
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      if (!isContentModuleName(name)) {
        this.error(`${id} is no page's Markdown; the modules are ${Object.keys(contentModules).map((n) => PREFIX + n).join(", ")}.`);
      }
      return RESOLVED_PREFIX + name;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      return isContentModuleName(name) ? renderContentModule(name, contentDir) : null;
    },
    // The Markdown is in no module graph (a folder's new file could not be), so a save is matched
    // to the modules it feeds here; Vite then updates or reloads what imports them.
    hotUpdate({ file, modules }) {
      const fed = modulesFedBy(file, contentDir)
        .map((name) => this.environment.moduleGraph.getModuleById(RESOLVED_PREFIX + name))
        .filter((mod): mod is EnvironmentModuleNode => mod !== undefined);
      return fed.length > 0 ? [...modules, ...fed] : undefined;
    },
  };
}
