// Behaviours of the content pages against the built Worker: hero video, dual
// carousel timing (Playwright's clock), avatars, FAQ, wellness sign-ups, copy buttons, gallery
// captions, legal anchors, and page metadata restored on leaving.
import { expect, test, type Page } from "@playwright/test";
import { jsonTransportText, kitModes, miniPrompts, soulCodeLayerBox } from "../web/src/content/soulcode-kit-templates";
import { siteConfig } from "../web/src/content/site-config";
import { waitForHydration } from "./pages-helpers";
import { atRest } from "./routes";

const counters = (page: Page) => page.getByTestId("carousel-counter");
const leftPanel = (page: Page) => page.getByRole("region", { name: "Gallery, left panel" });
const rightPanel = (page: Page) => page.getByRole("region", { name: "Gallery, right panel" });
const carousel = (page: Page) => page.locator("[data-playing]");

async function expectCounters(page: Page, left: number, right: number) {
  await expect(counters(page)).toHaveText([`${left} / 40`, `${right} / 40`]);
}

test.describe("Home hero video", () => {
  test("no request to the video host before the click; swap, autoplay, close restores and refocuses", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (r) => {
      if (/youtube|ytimg|googlevideo/.test(r.url())) videoRequests.push(r.url());
    });
    await page.route(/youtube|ytimg|googlevideo/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>video</p>" }),
    );
    await page.goto("/");
    await waitForHydration(page);
    await atRest(page);
    expect(videoRequests).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    const watch = page.getByRole("button", { name: "Watch Introduction", exact: true });
    await watch.click();
    const frame = page.locator("main iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute(
      "src",
      `${siteConfig.videoEmbedHost}/embed/${siteConfig.introVideoId}?autoplay=1&rel=0&modestbranding=1&playsinline=1`,
    );
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
    await expect(frame).toHaveAttribute("title", /introduction/i);
    await expect(frame).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
    await expect(page.getByRole("button", { name: "Watch Introduction (play the video)" })).toHaveCount(0);
    expect(videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests.every((u) => u.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);

    const close = page.getByRole("button", { name: "Close video" });
    await expect(close).toBeFocused();
    await close.click();
    await expect(frame).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Watch Introduction (play the video)" })).toBeVisible();
    await expect(watch).toBeFocused();

    // The thumbnail opens it too, and closing returns focus to the thumbnail.
    await page.getByRole("button", { name: "Watch Introduction (play the video)" }).click();
    await expect(frame).toHaveCount(1);
    await page.keyboard.press("Enter"); // focus is on Close
    await expect(frame).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Watch Introduction (play the video)" })).toBeFocused();
  });
});

test.describe("Home dual gallery carousel", () => {
  /** Loads Home with a controllable clock, waits for the deferred part, freezes time, restarts autoplay at a known instant. */
  async function openWithClock(page: Page) {
    await page.clock.install();
    await page.goto("/");
    // The carousel hydrates once the visitor nears it (docs/decisions/0105-deferred-parts-hydrate-when-near.md).
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    await expect(carousel(page)).toHaveAttribute("data-playing", "true");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // Pause and play restart both timers now, so the next steps are at exactly +3000 and +4500.
    const toggle = leftPanel(page).getByRole("button", { name: "Pause slideshow" });
    await toggle.click();
    await expect(carousel(page)).toHaveAttribute("data-playing", "false");
    const [left, right] = await counters(page).allInnerTexts();
    await leftPanel(page).getByRole("button", { name: "Play slideshow" }).click();
    await expect(carousel(page)).toHaveAttribute("data-playing", "true");
    return { left: Number(left!.split(" / ")[0]), right: Number(right!.split(" / ")[0]) };
  }

  test("left steps every 3000 ms, right 1500 ms after each left step; indices wrap 40 -> 1", async ({ page }) => {
    const start = await openWithClock(page);
    const at = (n: number) => ((start.left - 1 + n) % 40) + 1;
    const rt = (n: number) => ((start.right - 1 + n) % 40) + 1;

    await page.clock.runFor(2999);
    await expectCounters(page, at(0), rt(0));
    await page.clock.runFor(1);
    await expectCounters(page, at(1), rt(0));
    await page.clock.runFor(1499);
    await expectCounters(page, at(1), rt(0));
    await page.clock.runFor(1);
    await expectCounters(page, at(1), rt(1));
    await page.clock.runFor(1500);
    await expectCounters(page, at(2), rt(1));
    await page.clock.runFor(1500);
    await expectCounters(page, at(2), rt(2));

    // Now 1500 ms after a left step. Run on until the left panel shows 40, then wraps to 1.
    const toForty = 40 - at(2);
    await page.clock.runFor(toForty * 3000);
    await expect(counters(page).first()).toHaveText("40 / 40");
    await page.clock.runFor(1500);
    await expect(counters(page).first()).toHaveText("1 / 40");
    await page.clock.runFor(1500);
    await expect(counters(page).first()).toHaveText("1 / 40");
    const rightNow = rt(2 + toForty + 1);
    await expect(counters(page).nth(1)).toHaveText(`${rightNow} / 40`);
    // The title and the image follow the index.
    await expect(leftPanel(page).getByRole("heading")).toHaveText("Crown of Quiet Suns");
    await expect(leftPanel(page).locator('[data-slide="current"] img')).toHaveAttribute("src", /gallery-left-01-/);
  });

  test("pause stops both panels (also a pending right step); play resumes", async ({ page }) => {
    const start = await openWithClock(page);
    await page.clock.runFor(3500); // left stepped at 3000, right is due at 4500
    await expectCounters(page, start.left + 1, start.right);
    await leftPanel(page).getByRole("button", { name: "Pause slideshow" }).click();
    await page.clock.runFor(20_000);
    await expectCounters(page, start.left + 1, start.right);
    await leftPanel(page).getByRole("button", { name: "Play slideshow" }).click();
    await page.clock.runFor(3000);
    await expectCounters(page, start.left + 2, start.right);
    await page.clock.runFor(1500);
    await expectCounters(page, start.left + 2, start.right + 1);
  });

  test("previous/next wrap, show on hover and on keyboard focus; only current and next images load", async ({ page }) => {
    await page.goto("/");
    // The carousel hydrates once the visitor nears it (docs/decisions/0105-deferred-parts-hydrate-when-near.md).
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    const left = leftPanel(page);
    await left.getByRole("button", { name: "Pause slideshow" }).click();
    const prev = left.getByRole("button", { name: "Previous artwork" });
    const next = left.getByRole("button", { name: "Next artwork" });
    await page.mouse.move(0, 0);
    await expect(prev).toHaveCSS("opacity", "0");
    await left.hover();
    await expect(prev).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(next).toHaveCSS("opacity", "0");
    // Keyboard: Shift+Tab from the pause/play button lands on "Next artwork".
    await left.getByRole("button", { name: "Play slideshow" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(next).toBeFocused();
    await expect(next).toHaveCSS("opacity", "1");
    await expect(prev).toHaveCSS("opacity", "1");

    const leftCounter = counters(page).first();
    const before = Number((await leftCounter.innerText()).split(" / ")[0]);
    await next.click();
    await expect(leftCounter).toHaveText(`${(before % 40) + 1} / 40`);
    // Back to 1, then previous wraps to 40.
    while ((await leftCounter.innerText()) !== "1 / 40") await prev.click();
    await prev.click();
    await expect(leftCounter).toHaveText("40 / 40");
    await expect(left.getByRole("heading")).toHaveText("Twilight Inheritance");
    const right = rightPanel(page);
    await right.getByRole("button", { name: "Previous artwork" }).focus();
    await right.getByRole("button", { name: "Previous artwork" }).press("Enter");
    await expect(counters(page).nth(1)).toHaveText(/^(40|\d+) \/ 40$/);

    // Only the visible artwork and the next one are in each panel.
    await expect(left.locator("img")).toHaveCount(2);
    await expect(right.locator("img")).toHaveCount(2);
    await expect(left.locator('[data-slide="next"] img')).toHaveAttribute("src", /gallery-left-01-/);
  });

  test("autoplay is off under prefers-reduced-motion; only the visible and next artworks are downloaded", async ({ page }) => {
    const artworks = new Set<string>();
    page.on("request", (r) => {
      const m = r.url().match(/gallery-(left|right)-(\d+)-/);
      if (m) artworks.add(`${m[1]}-${m[2]}`);
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    // The carousel hydrates once the visitor nears it (docs/decisions/0105-deferred-parts-hydrate-when-near.md).
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    await expect(carousel(page)).toHaveAttribute("data-playing", "false");
    await expect(leftPanel(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(10_000);
    await expectCounters(page, 1, 1);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(leftPanel(page).locator('[data-slide="next"] img')).toHaveJSProperty("complete", true);
    await expect(rightPanel(page).locator('[data-slide="current"] img')).toHaveJSProperty("complete", true);
    expect([...artworks].sort()).toEqual(["left-01", "left-02", "right-41", "right-42"]);
  });
});

test.describe("Home testimonial avatars", () => {
  test("initials until the portrait loads", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/testimonial-1-/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/");
    const first = page.getByTestId("testimonial").first().locator("[data-state]");
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute("data-state", "loading", { timeout: 15_000 });
    await expect(first.getByText("DO", { exact: true })).toBeVisible();
    release();
    await expect(first).toHaveAttribute("data-state", "loaded");
    await expect(first.getByText("DO", { exact: true })).toBeHidden();
    await expect(first.locator("picture")).toHaveCSS("opacity", "1");
  });

  test("initials again when the portrait fails", async ({ page }) => {
    await page.route(/testimonial-\d-/, (route) => route.abort());
    await page.goto("/");
    const avatars = page.getByTestId("testimonial").locator("[data-state]");
    await avatars.first().scrollIntoViewIfNeeded();
    await expect(avatars).toHaveCount(4);
    for (const [i, initials] of ["DO", "MB", "RC", "JW"].entries()) {
      await avatars.nth(i).scrollIntoViewIfNeeded();
      await expect(avatars.nth(i)).toHaveAttribute("data-state", "error", { timeout: 15_000 });
      await expect(avatars.nth(i).getByText(initials, { exact: true })).toBeVisible();
    }
  });
});

test.describe("Wellness", () => {
  test("FAQ: one open item or none", async ({ page }) => {
    await page.goto("/wellness/finding-me");
    await waitForHydration(page);
    const q = (name: string) => page.locator("details", { has: page.locator("summary", { hasText: name }) });
    const [a, b, c] = [q("What is dopamine?"), q("How does a dopamine imbalance feel?"), q("What helps?")];
    const open = (d: typeof a) => expect(d).toHaveJSProperty("open", true);
    const shut = (d: typeof a) => expect(d).toHaveJSProperty("open", false);
    for (const t of [a, b, c]) await shut(t);
    await a.locator("summary").click();
    await open(a);
    await expect(page.getByText(/Dopamine is a chemical messenger/)).toBeVisible();
    await b.locator("summary").click();
    await open(b);
    await shut(a);
    await expect(page.getByText(/Dopamine is a chemical messenger/)).toBeHidden();
    await b.locator("summary").click();
    for (const t of [a, b, c]) await shut(t);
    await c.locator("summary").click();
    await open(c);
    await expect(page.locator("details[open]")).toHaveCount(1);
  });

  test("three forms share one list in localStorage: welcome, duplicate, cleared field, empty submit", async ({ page }) => {
    await page.goto("/wellness");
    await waitForHydration(page);
    const inputs = page.locator('main input[type="email"]');
    await expect(inputs).toHaveCount(3);
    const storage = () => page.evaluate(() => localStorage.getItem("wellness-emails"));
    expect(await storage()).toBeNull();

    // Empty submit: the browser blocks it, nothing is stored, no notice.
    await page.getByRole("button", { name: "Notify Me" }).click();
    expect(await storage()).toBeNull();
    await expect(page.locator(`[data-sonner-toast][data-visible="true"]`)).toHaveCount(0);

    await inputs.nth(0).fill("reader@example.com");
    await page.getByRole("button", { name: "Notify Me" }).click();
    const toast = page.locator(`[data-sonner-toast][data-visible="true"]`);
    await expect(toast).toContainText("Welcome to the journey!");
    await expect(toast).toContainText("You've been added to our list for future projects.");
    await expect(inputs.nth(0)).toHaveValue("");
    expect(JSON.parse((await storage())!)).toEqual(["reader@example.com"]);

    // The same address in another form is a duplicate: notice, field kept, list unchanged.
    await inputs.nth(2).fill("reader@example.com");
    await page.getByRole("button", { name: "Join the Journey" }).click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Already subscribed!");
    await expect(toast).toContainText("You're already on the list for future project updates.");
    await expect(inputs.nth(2)).toHaveValue("reader@example.com");
    expect(JSON.parse((await storage())!)).toEqual(["reader@example.com"]);

    // A new address in the third form joins the same list.
    await inputs.nth(1).fill("second@example.com");
    await page.getByRole("button", { name: "Join the Interest List" }).click();
    await expect(toast).toContainText("Welcome to the journey!");
    expect(JSON.parse((await storage())!)).toEqual(["reader@example.com", "second@example.com"]);

    // The list survives a reload and still rejects duplicates.
    await page.reload();
    await waitForHydration(page);
    await page.locator('main input[type="email"]').nth(1).fill("second@example.com");
    await page.getByRole("button", { name: "Join the Interest List" }).click();
    await expect(page.locator(`[data-sonner-toast][data-visible="true"]`)).toContainText("Already subscribed!");
  });

  test("sets title, description and share metadata; restores the default title on leaving", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wellness" }).click();
    await expect(page).toHaveURL(/\/wellness\/finding-me$/);
    await expect(page).toHaveTitle("Finding Me: A Wellness Manifesto | SoulCode Studio");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Finding Me: a wellness manifesto/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Finding Me: A Wellness Manifesto | SoulCode Studio",
    );
    await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute("content", /wellness manifesto/);
    await page.getByRole("link", { name: siteConfig.brandName, exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(siteConfig.defaultTitle);
  });
});

test.describe("Soul Code kit copy buttons", () => {
  test("clipboard API: copies the pretty JSON and the templates, with the success toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/soulcode101");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Copy JSON" }).click();
    const toast = page.locator(`[data-sonner-toast][data-visible="true"]`);
    await expect(toast).toContainText("Copied!");
    await expect(toast).toContainText("Prompt copied to clipboard");
    await expect(toast).toHaveAttribute("data-type", "success");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jsonTransportText);
    expect(jsonTransportText).toContain('\n  "instructions": {\n');

    await page.getByRole("button", { name: "Copy Music Beginner Preset: Afrofuturist Glow" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(kitModes[3]!.preset.prompt);
    await page.getByRole("button", { name: "Video Taste" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(miniPrompts[2]!.prompt);

    // Layer toggles: switch two layers on and copy their lines together.
    const copySelected = page.getByRole("button", { name: "Copy Selected Layers" });
    await expect(copySelected).toBeDisabled();
    await page.getByRole("checkbox", { name: /Add to my prompt\s*:\s*Technical/ }).check();
    await page.getByRole("checkbox", { name: /Add to my prompt\s*:\s*Quality Bar/ }).check();
    await expect(page.getByText("2 of 6 layers on")).toBeVisible();
    await copySelected.click();
    const layers = soulCodeLayerBox.layers;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${layers[0]!.snippet}\n${layers[5]!.snippet}`);
  });

  test("clipboard API fails: the hidden-textarea fallback copies, same success toast", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __copied: string[] };
      w.__copied = [];
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error("denied")), readText: () => Promise.reject(new Error("denied")) },
      });
      const original = document.execCommand.bind(document);
      document.execCommand = (command: string, ...rest: unknown[]) => {
        if (command === "copy") {
          const el = document.activeElement as HTMLTextAreaElement | null;
          w.__copied.push(el?.tagName === "TEXTAREA" ? el.value.slice(el.selectionStart, el.selectionEnd) : "");
        }
        return original(command, ...(rest as [boolean?, string?]));
      };
    });
    await page.goto("/soulcode101");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Copy Prompt" }).click();
    const toast = page.locator(`[data-sonner-toast][data-visible="true"]`);
    await expect(toast).toContainText("Copied!");
    await expect(toast).toContainText("Prompt copied to clipboard");
    await expect(toast).toHaveAttribute("data-type", "success");
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    expect(copied).toHaveLength(1);
    expect(copied[0]).toContain("Before you answer, review my prompt below.");
    await expect(page.locator("textarea")).toHaveCount(0);
  });

  test("both ways fail: the destructive toast", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
      document.execCommand = () => false;
    });
    await page.goto("/soulcode101");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Image Taste" }).click();
    const toast = page.locator(`[data-sonner-toast][data-visible="true"]`);
    await expect(toast).toContainText("Copy failed");
    await expect(toast).toContainText("Please copy manually");
    await expect(toast).toHaveAttribute("data-type", "error");
  });
});

test.describe("Gallery", () => {
  test("captions show on hover and on keyboard focus; Enter Gallery opens a new window", async ({ page, context }) => {
    await context.route(new RegExp(siteConfig.links.externalGallery.replace(/[.]/g, "\\.")), (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Gallery</title>" }),
    );
    await page.goto("/gallery");
    await waitForHydration(page);
    const figures = page.getByTestId("artwork");
    const first = figures.nth(1); // first walk-through piece (0 is Three Sisters)
    const caption = first.getByTestId("artwork-caption");
    await first.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(caption).toHaveCSS("opacity", "0");
    await first.hover();
    await expect(caption).toHaveCSS("opacity", "1");
    await expect(caption).toHaveText(/gold leaf carry the names of ancestors/);
    await page.mouse.move(0, 0);
    await expect(caption).toHaveCSS("opacity", "0");

    // Keyboard: Tab reaches the figures, and focus shows the caption.
    const third = figures.nth(2);
    await figures.nth(1).focus();
    await page.keyboard.press("Tab");
    await expect(third).toBeFocused();
    await expect(third.getByTestId("artwork-caption")).toHaveCSS("opacity", "1");

    const enter = page.getByRole("link", { name: /Enter Gallery/ }).first();
    await expect(enter).toHaveAttribute("target", "_blank");
    await expect(enter).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), enter.click()]);
    await expect.poll(() => popup.url()).toContain(new URL(siteConfig.links.externalGallery).host);
  });
});

test.describe("Legal", () => {
  test("footer anchors land on their sections; current date and year", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/legal#section-terms$/);
    await expect(page.locator("#section-terms")).toBeInViewport();
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/legal#section-privacy$/);
    await expect(page.locator("#section-privacy")).toBeInViewport();

    // Direct load with a hash.
    await page.goto("/legal#section-privacy");
    await expect(page.locator("#section-privacy")).toBeInViewport();

    const today = await page.evaluate(() => new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }));
    await expect(page.locator("main").getByText(/Last updated:/)).toContainText(today);
    const year = String(new Date().getFullYear());
    await expect(page.locator("main").getByText(/©/)).toContainText(year);
  });

  test("the date is the visitor's, not the build's", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-04T12:00:00"));
    await page.goto("/legal");
    await waitForHydration(page);
    await expect(page.locator("main").getByText(/Last updated:/)).toContainText("March 4, 2031");
    await expect(page.locator("main").getByText(/©/)).toContainText("2031");
  });

  test("sets its own title and metadata; restores the default title on leaving", async ({ page }) => {
    await page.goto("/legal");
    await waitForHydration(page);
    await expect(page).toHaveTitle("Legal: Terms, Privacy & Copyright | SoulCode Studio");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Legal: Terms, Privacy & Copyright | SoulCode Studio",
    );
    await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute("content", /privacy policy/i);
    await page.getByRole("link", { name: siteConfig.brandName, exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(siteConfig.defaultTitle);
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute("content", /privacy policy/i);
  });
});
