import { describe, expect, it } from "vitest";
import { longDate } from "../src/components/ui/current-date";

describe("longDate", () => {
  it("writes every day of 2024-2028 as en-US's long date does", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
    for (let d = new Date(2024, 0, 1); d.getFullYear() < 2029; d.setDate(d.getDate() + 1)) expect(longDate(d)).toBe(intl.format(d));
  });
});
