// The order of the bench's runs (docs/performance.md#the-bench): a first run that is slower than
// the next ones is measured and thrown away, never kept as the floor page's or a Worker's figure.
import { expect, test } from "vitest";
import { lighthousePlan } from "../lighthouse";
import { selectRoutes } from "../select";
import { STARTUP_MIN_RUNS, startupPlan } from "../startup";

test("a Lighthouse series starts with one floor run that is not kept, then whole rounds", () => {
  const plan = lighthousePlan("https://floor/", ["/", "/meet"], 2);
  expect(plan[0]).toEqual({ route: "https://floor/", round: -1, kept: false });
  const kept = plan.filter((s) => s.kept);
  expect(kept.map((s) => `${s.round}:${s.route}`)).toEqual(["0:https://floor/", "0:/", "0:/meet", "1:https://floor/", "1:/", "1:/meet"]);
  // Only the warm-up is left out: the floor has as many kept runs as every route.
  expect(plan.filter((s) => !s.kept)).toHaveLength(1);
});

test("the start-up row keeps several runs of each Worker even when one round is asked for", () => {
  for (const runs of [1, 5, STARTUP_MIN_RUNS + 2]) {
    const plan = startupPlan(runs);
    const kept = plan.filter((s) => s.kept);
    const expected = Math.max(runs, STARTUP_MIN_RUNS);
    expect(kept.filter((s) => s.worker === "ours").map((s) => s.index)).toEqual([...Array(expected).keys()]);
    expect(kept.filter((s) => s.worker === "bare").map((s) => s.index)).toEqual([...Array(expected).keys()]);
    expect(STARTUP_MIN_RUNS).toBeGreaterThanOrEqual(5);
  }
});

test("the start-up runs begin with an unkept pair, then alternate which Worker goes first", () => {
  const plan = startupPlan(3);
  expect(plan.slice(0, 2).every((s) => !s.kept)).toBe(true);
  const pairs = plan.slice(2);
  const firsts = pairs.filter((_, i) => i % 2 === 0).map((s) => s.worker);
  expect(firsts.slice(0, 4)).toEqual(["ours", "bare", "ours", "bare"]);
  for (let i = 0; i < pairs.length; i += 2) expect(pairs[i].index).toBe(pairs[i + 1].index);
});

test("--routes keeps the named routes in the site's order and refuses a name that is not a route", () => {
  const all = ["/", "/meet", "/legal", "/404"];
  expect(selectRoutes(all, undefined)).toEqual(all);
  expect(selectRoutes(all, "/legal,/")).toEqual(["/", "/legal"]);
  expect(() => selectRoutes(all, "/meat")).toThrow(/not a route/);
  expect(() => selectRoutes(all, ",")).toThrow(/not a route/);
});
