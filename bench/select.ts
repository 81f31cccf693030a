/** Which rows a quicker bench run measures (`npm run bench -- --routes ...`, bench/run.ts). */

/**
 * The routes `--routes` names (comma-separated), in the order of `all`; every route when it is not
 * given. A name that is not a route is an error, so a typo cannot make a row silently vanish.
 */
export function selectRoutes(all: string[], option: string | undefined): string[] {
  if (option === undefined) return all;
  const wanted = option
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = wanted.filter((r) => !all.includes(r));
  if (unknown.length > 0 || wanted.length === 0)
    throw new Error(`--routes: not a route of the site: ${unknown.join(", ") || "(none)"}; the routes are ${all.join(", ")}`);
  return all.filter((r) => wanted.includes(r));
}
