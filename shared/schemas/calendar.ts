/**
 * Requests of /api/calendar: the month query, a claim, an update and the slot id. The messages
 * are the API's sentences (worker tests assert them); the limits live in ./limits.
 *
 * Each schema is built by its first parse (`z.lazy`), not when the Worker starts: a zod schema
 * costs real CPU to construct, and a cold isolate should pay only for the routes it serves
 * (docs/decisions/0086-request-schemas-built-on-first-use.md).
 */
import { z } from "zod";
import { dayFromWire, isTimeSlot, isTooFarAhead, MAX_YEARS_AHEAD } from "#shared/calendar-rules";
import { shownText } from "#shared/text";
import { decimal } from "#shared/schemas/decimal";
import { COURSE_DESCRIPTION_MAX, COURSE_TITLE_MAX } from "#shared/schemas/limits";

export const monthQuery = z.lazy(() =>
  z.object({
    year: decimal("year must be a number written in digits, such as 2026.").pipe(
      z.number().min(2000, { error: "year must be between 2000 and 2100." }).max(2100, { error: "year must be between 2000 and 2100." }),
    ),
    month: decimal("month must be a number from 1 to 12, written in digits.").pipe(
      z.number().min(1, { error: "month must be a number from 1 to 12." }).max(12, { error: "month must be a number from 1 to 12." }),
    ),
  }),
);

const courseFields = () => ({
  courseTitle: z
    .string({ error: "Please enter a course title." })
    .normalize("NFC")
    .trim()
    .min(1, { error: "Please enter a course title." })
    .max(COURSE_TITLE_MAX, { error: `Course titles can be at most ${COURSE_TITLE_MAX} characters long.` })
    .check(shownText("Course titles")),
  courseDescription: z
    .string({ error: "The course description must be text." })
    .normalize("NFC")
    .trim()
    .max(COURSE_DESCRIPTION_MAX, { error: `Course descriptions can be at most ${COURSE_DESCRIPTION_MAX} characters long.` })
    .check(shownText("Course descriptions", { lineBreaks: true }))
    .nullish()
    .transform((v) => v ?? ""),
  timeSlot: z
    .string({ error: "Please choose a time slot." })
    .refine(isTimeSlot, { error: "Please choose one of the 24 listed time slots, such as “9:00am - 10:00am EST”." }),
});

export const claimSchema = z.lazy(() =>
  z.object({
    slotDate: z.string({ error: "Please choose a day." }).transform((value, ctx) => {
      const day = dayFromWire(value);
      if (!day) {
        ctx.addIssue({ code: "custom", message: "slotDate must be a real day written as UTC midnight, such as 2026-12-01T00:00:00.000Z." });
        return z.NEVER;
      }
      if (isTooFarAhead(day)) {
        ctx.addIssue({ code: "custom", message: `Days can be claimed up to ${MAX_YEARS_AHEAD} years ahead.` });
        return z.NEVER;
      }
      return day;
    }),
    instructorId: z
      .number({ error: "instructorId must be your instructor id (a number)." })
      .int({ error: "instructorId must be a whole number." })
      .positive({ error: "instructorId must be positive." }),
    ...courseFields(),
  }),
);

export const updateSchema = z.lazy(() => z.object(courseFields()));

export const slotIdParam = z.lazy(() =>
  z.object({
    id: decimal("The slot id must be a whole number written in digits, such as 42.").pipe(
      z.number().positive({ error: "The slot id must be positive." }),
    ),
  }),
);
