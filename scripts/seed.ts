/**
 * Demo data for a newcomer's first `npm start` (local D1 only): two instructors, a few claimed
 * days in the current month and the next, and one blocked day. Seeds once: if the demo
 * instructor exists, nothing is touched, so an owner's own changes survive every restart.
 *
 * Demo login (also in README.md): demo@soulcode.studio / golden-hour-classroom
 *
 * Password hashes are computed with the Worker's own module (WebCrypto, same PBKDF2 count and
 * pepper), reading PASSWORD_PEPPER from .dev.vars, so the Worker accepts the demo login.
 */
import { existsSync, readFileSync } from "node:fs";
import { hashPassword } from "#shared/password";
import { availableTimeSlots, isValidDay, todayInNewYork } from "#shared/calendar-rules";
import { eq, sql } from "drizzle-orm";
import { calendarSlots, instructors } from "#shared/db/schema";
import { openD1 } from "./lib/d1";
import { describeTarget, localTarget } from "./lib/wrangler";
import { isMainModule } from "./lib/script-main";

export const DEMO_EMAIL = "demo@soulcode.studio";
export const DEMO_PASSWORD = "golden-hour-classroom";

const DEMO_INSTRUCTORS = [
  {
    email: DEMO_EMAIL,
    name: "Amara Okafor",
    offerings: "Prompt craft for visual artists; Afrofuturist portrait workflows.",
    websiteUrl: null,
  },
  {
    email: "marcus@soulcode.studio",
    name: "Marcus Hale",
    offerings: "Building small web apps with AI pair programming.",
    websiteUrl: null,
  },
];

/** The value of KEY in .dev.vars (or the environment), without surrounding quotes. */
export function readDevVar(key: string, file = ".dev.vars"): string | undefined {
  if (process.env[key]) return process.env[key];
  if (!existsSync(file)) return undefined;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m && m[1] === key) return m[2].replace(/^(['"])(.*)\1$/, "$2");
  }
  return undefined;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Day `dayOfMonth` of the month `offset` months after the given day's month. */
function dayInMonth(today: string, offset: number, dayOfMonth: number): string {
  const [y, m] = today.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + offset, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(dayOfMonth)}`;
}

type DemoSlot = { day: string; who: number; title: string; description: string; timeSlot: string };

export function demoSlots(today: string): { slots: DemoSlot[]; blocked: string } {
  const plan: Array<[number, number, number, string, string, string]> = [
    [0, 6, 0, "Prompt Craft for Painters", "Turn a sketch idea into a precise image prompt.", "7:00pm - 8:00pm EST"],
    [0, 13, 1, "Ship a Landing Page in an Hour", "Pair-build a one-page site with an AI assistant.", "12:00pm - 1:00pm EST"],
    [0, 19, 0, "Soul Code Layers, Hands On", "Add symbolic and emotional layers to your prompts.", "6:00pm - 7:00pm EST"],
    [0, 26, 1, "Automations for Creators", "", "10:00am - 11:00am EST"],
    [1, 4, 0, "Afrofuturist Glow Portraits", "A guided walk through the Beginner Preset.", "7:00pm - 8:00pm EST"],
    [1, 11, 1, "Prompt the Prompt", "Use verification prompts to check a model's answer.", "1:00pm - 2:00pm EST"],
  ];
  const slots = plan
    .map(([month, dom, who, title, description, timeSlot]) => ({ day: dayInMonth(today, month, dom), who, title, description, timeSlot }))
    // Never seed a reserved hour (the API would refuse it).
    .filter((s) => isValidDay(s.day) && availableTimeSlots(s.day).includes(s.timeSlot));
  return { slots, blocked: dayInMonth(today, 0, 24) };
}

export async function seed(): Promise<void> {
  const target = localTarget();
  const db = openD1(target);
  const existing = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.email, DEMO_EMAIL)).get();
  if (existing) {
    console.log(`Demo data already present in ${describeTarget(target)} (demo login ${DEMO_EMAIL}); nothing seeded.`);
    return;
  }
  const pepper = readDevVar("PASSWORD_PEPPER");
  if (!pepper || pepper.length < 32) {
    throw new Error("PASSWORD_PEPPER is missing or short in .dev.vars: run `npm start` once (it creates .dev.vars) and try again.");
  }

  const rows = [];
  for (const who of DEMO_INSTRUCTORS) rows.push({ ...who, passwordHash: await hashPassword(DEMO_PASSWORD, pepper) });
  const idOf = (email: string) => sql`${db.select({ id: instructors.id }).from(instructors).where(eq(instructors.email, email))}`;
  const { slots, blocked } = demoSlots(todayInNewYork());
  // One batch (one transaction). DO NOTHING on conflicts: a day someone already claimed or
  // blocked keeps its row, an existing account keeps its password.
  const demoRows = slots.length > 0 ? slots : null; // drizzle refuses an empty VALUES list
  await db.batch([
    db.insert(instructors).values(rows).onConflictDoNothing(),
    db.insert(calendarSlots).values({ slotDate: blocked, isBlocked: true }).onConflictDoNothing(),
    ...(demoRows
      ? [
          db
            .insert(calendarSlots)
            .values(
              demoRows.map((s) => ({
                slotDate: s.day,
                instructorId: idOf(DEMO_INSTRUCTORS[s.who].email),
                courseTitle: s.title,
                courseDescription: s.description,
                timeSlot: s.timeSlot,
                isBlocked: false,
              })),
            )
            .onConflictDoNothing(),
        ]
      : []),
  ]);
  console.log(
    `Seeded demo data in ${describeTarget(target)}: ${DEMO_INSTRUCTORS.length} instructors, ${slots.length} slots, ${blocked} blocked.\n` +
      `Demo instructor login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
  );
}

if (isMainModule(import.meta.url)) {
  seed().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
