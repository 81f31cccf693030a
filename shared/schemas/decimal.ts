/**
 * Whole numbers in a URL (ids, a year, a month) as decimal digits only. zod's coerce reads a value
 * the way `Number()` does, so `0x10`, `1e1`, ` 16`, `+16` and `16.0` would all name slot 16: one
 * resource under many spellings, and a reader of the logs cannot tell which was meant
 * (docs/architecture.md, "API contract").
 */
import { z } from "zod";

/** At most 15 digits, so the number is exact in a double. */
const DIGITS = /^[0-9]{1,15}$/;

export const decimal = (notANumber: string) => z.string({ error: notANumber }).regex(DIGITS, { error: notANumber }).transform(Number);
