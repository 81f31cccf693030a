/**
 * Optimistic claiming (decision 0021), against the built Worker and its real
 * API: the day shows as claimed the moment Save Course is pressed, and when the server refuses
 * (another instructor took the day in between, through the API: a real 409), the day goes back,
 * the spec's toast says why, and the refetch then shows the day as the other instructor's.
 *
 * Requests are only held back (route.continue after a gate), never answered by the test, so each
 * answer is the server's own; holding them is what makes the in-between states observable.
 */
import { expect, test, type Page, type Route } from "@playwright/test";
import { createInviteCode } from "./routes";

const DEMO = { email: "demo@soulcode.studio", password: "golden-hour-classroom" };
const PASSWORD = "lantern-orchard-violet-27";
const ip = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
const dayButton = (page: Page, day: string) => page.locator(`button[data-day="${day}"]`);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

test("a claim shows at once and is rolled back with the toast when the day was taken meanwhile", async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `Optimist ${stamp % 100000}`;
  const context = await browser.newContext({ extraHTTPHeaders: { "cf-connecting-ip": ip() } });
  const page = await context.newPage();

  await page.goto("/skool-calendar");
  await expect(page.locator("button[data-day]").first()).toBeVisible();
  await page.getByRole("button", { name: "First Time? Sign Up" }).click();
  const signUp = page.getByRole("dialog", { name: "Instructor Sign Up" });
  await signUp.getByLabel("Name").fill(name);
  await signUp.getByLabel("Email").fill(`optimist-${stamp}@example.com`);
  await signUp.getByLabel("Password").fill(PASSWORD);
  await signUp.getByLabel("Invite Code").fill(createInviteCode());
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${name}!` })).toBeVisible();

  // Four months ahead: no seeded day and no other spec's day.
  for (let i = 0; i < 4; i++) {
    const before = await page.locator("#calendar-month:visible").textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.locator("#calendar-month:visible")).not.toHaveText(before ?? "");
  }
  await expect(page.locator('button[data-day][data-state="loading"]')).toHaveCount(0);
  const free = page
    .locator('button[data-state="free"]')
    .filter({ hasText: /^(Monday|Wednesday|Friday),/ })
    .first();
  const day = (await free.getAttribute("data-day"))!;

  // The demo instructor claims that day through the API; this page has not refetched, so it still shows it free.
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL!, "cf-connecting-ip": ip() },
  });
  expect((await other.post("/api/instructor/login", { data: DEMO })).status()).toBe(200);
  const { instructor } = (await (await other.get("/api/instructor/me")).json()) as { instructor: { id: number } };
  const taken = await other.post("/api/calendar/slots", {
    data: {
      slotDate: `${day}T00:00:00.000Z`,
      instructorId: instructor.id,
      courseTitle: "Got here first",
      courseDescription: "",
      timeSlot: "9:00am - 10:00am EST",
    },
  });
  expect(taken.status()).toBe(201);
  await expect(dayButton(page, day)).toHaveAttribute("data-state", "free");

  const claimSent = gate();
  const refetchSent = gate();
  let claimed = false;
  await page.route("**/api/calendar/slots**", async (route: Route) => {
    const request = route.request();
    if (request.method() === "POST") {
      claimed = true;
      await claimSent.opened;
    } else if (claimed) {
      await refetchSent.opened;
    }
    await route.continue();
  });

  await dayButton(page, day).click();
  const add = page.getByRole("dialog", { name: "Add Course Details" });
  await add.getByLabel("Course Title").fill("Too late");
  await add.getByLabel("Time Slot").selectOption("7:00pm - 8:00pm EST");
  await add.getByRole("button", { name: "Save Course" }).click();

  // At once: the day is this instructor's, while the claim has not even left the browser.
  const cell = dayButton(page, day);
  await expect(cell).toHaveAttribute("data-state", "mine");
  await expect(cell).toContainText("Too late");

  // The server's real 409: the day goes back at once, before the refetch has even been sent.
  claimSent.open();
  await expect(cell).toHaveAttribute("data-state", "free");
  await expect(cell).not.toContainText("Too late");

  // The spec's refetch after every change (the mutation settles when it is back), then the
  // spec's toast with the server's sentence, and the day shows as the other instructor's.
  refetchSent.open();
  await expect(toast(page, "Failed to claim slot")).toBeVisible();
  await expect(toast(page, "This slot is already claimed by another instructor.")).toBeVisible();
  await expect(cell).toHaveAttribute("data-state", "taken");
  await expect(cell).toContainText("Got here first");

  await other.dispose();
  await context.close();
});
