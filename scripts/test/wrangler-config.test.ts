// wrangler.toml's two configurations stay in step (docs/decisions/0078-porch-second-opinion-in-production.md):
// [env.production], which `npm run deploy` builds and deploys, repeats every binding and var of
// the top level (wrangler environments do not inherit them), and adds only the Workers AI binding,
// which the top level (every local run, the tests, CI) must not have. Both are read as wrangler
// resolves them for a build (the Vite plugin shares the code), inheritance applied.
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { unstable_readConfig } from "wrangler";
import { BUILT_CONFIG, builtConfigProblem, PRODUCTION_ENV, targetArgs } from "../lib/wrangler";

type Resolved = Record<string, unknown> & { name?: string; ai?: { binding?: string }; vars?: Record<string, unknown> };

// The top level is what wrangler reads with no environment named, unless CLOUDFLARE_ENV names one.
beforeAll(() => void vi.stubEnv("CLOUDFLARE_ENV", undefined));
afterAll(() => void vi.unstubAllEnvs());

const read = (env?: string) => unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true }) as Resolved;

describe("wrangler.toml: the top level and [env.production]", () => {
  it("[env.production] has every binding, var and setting of the top level, the same, and adds only the AI binding", () => {
    const top = read();
    const production = read(PRODUCTION_ENV);
    const keys = [...new Set([...Object.keys(top), ...Object.keys(production)])];
    // targetEnvironment records which environment was read: it is the name asked for, not a setting.
    const differing = keys.filter((key) => key !== "targetEnvironment" && !isDeepStrictEqual(top[key], production[key]));
    expect(differing).toEqual(["ai"]);
    // The same Worker (without its own name, [env.production] would deploy "soulcode-site-production").
    expect(production.name).toBe(top.name);
    expect(Object.keys(production.vars ?? {})).toContain("SITE_ORIGIN");
  });

  it("production binds Workers AI as AI; the top level binds no AI (local runs and CI need no Cloudflare account)", () => {
    expect(read(PRODUCTION_ENV).ai?.binding).toBe("AI");
    expect(read().ai).toBeUndefined();
  });
});

describe("the build a deploy accepts", () => {
  it("accepts a production build bound to AI, and a local build without it", () => {
    expect(builtConfigProblem({ targetEnvironment: PRODUCTION_ENV, ai: { binding: "AI" } }, PRODUCTION_ENV)).toBeUndefined();
    expect(builtConfigProblem({}, undefined)).toBeUndefined();
  });

  it("refuses a build for another environment, or a production build without AI", () => {
    expect(builtConfigProblem({}, PRODUCTION_ENV)).toBe(
      `${BUILT_CONFIG} was built for the top level (local runs), not the "production" environment`,
    );
    expect(builtConfigProblem({ targetEnvironment: PRODUCTION_ENV }, PRODUCTION_ENV)).toMatch(/no Workers AI binding/);
    expect(builtConfigProblem({ targetEnvironment: PRODUCTION_ENV, ai: { binding: "AI" } }, undefined)).toMatch(
      /built for the "production" environment/,
    );
    expect(builtConfigProblem({ ai: { binding: "AI" } }, undefined)).toMatch(/would need a Cloudflare account/);
  });

  it("commands on production's resources name its environment; local ones do not", () => {
    expect(targetArgs({ remote: true })).toEqual(["--remote", "--env", PRODUCTION_ENV]);
    expect(targetArgs({ remote: false, persistDir: ".wrangler/e2e-state" })).toEqual(["--local", "--persist-to", ".wrangler/e2e-state"]);
  });
});
