// Content pages against the built Worker: the prerendered HTML (no JavaScript), every
// section of every page with its counts, prices and constants, and layout at 320 px.
import { expect, test, type Page } from "@playwright/test";
import { contentRoutes, htmlText } from "./pages-helpers";

/** Main text each route's raw HTML must carry (spec strings, counts, prices). */
const rawText: Record<string, string[]> = {
  "/": [
    "Cultural Intelligence. Elegant Innovation. Premium AI Solutions for the Modern Era.",
    "Watch Introduction",
    "Soul Code 101",
    "Art Gallery",
    "Skool",
    "Technology With a Soul",
    "1 / 40",
    "Crown of Quiet Suns",
    "Regal Frequencies",
    "Community Porch AI Agent",
    "Community Guidelines",
    "Getting Started",
    "AI Assistant Help",
    "Live Insights",
    "Most Popular",
    "Executive Level",
    "Professional",
    "Danielle Okafor",
    "Join Our Community",
  ],
  "/meet": [
    "Join My SKOOL",
    "Start SoulCode 101",
    "Featured Cover Artist",
    "Upcoming Novels",
    "The Hollow Star of Zahra NY",
    "Glitch Code",
    "Heart Note",
    "Signature Projects",
    "SOULCODE",
    "The Community Garden Project",
    "The Arendelle Nexus",
    "Invite Only",
    "Choose Your Learning Track",
    "$49",
    "$299",
    "$12",
  ],
  "/wellness": [
    "The Dopamine Beginning",
    "The Awakening",
    "The Soul Code Framework",
    "Sacral Health",
    "Before, the Shift, and Now",
    "200+ lbs",
    "Programs in Development",
    "Dopamine FAQ",
    "What is dopamine?",
    "The Seven Chakras",
    "Third Eye",
    "The Foundation",
    "Ready to Begin?",
  ],
  "/workroom": [
    "Real Talk",
    "Completed Projects",
    "Visit Live Site",
    "Ongoing Projects",
    "Prompt Generators",
    "In Progress",
    "Explore Project",
    "Featured White Paper",
    "The Arendelle Nexus",
    "Join the Think Tank",
  ],
  "/gallery": [
    "Current Exhibition",
    "2023",
    "Mixed media collection",
    "Featured Work",
    "Three Sisters",
    "Artist Overview",
    "Gallery Walk-Through",
    "Garden Procession",
    "Previous Exhibitions",
    "Digital Abstractions",
    "Enter Gallery",
  ],
  "/soulcode101": [
    "Community Academy",
    "SOULCODE 101 Course",
    "Purpose",
    "Quick Start",
    "Safety Note",
    "Soul Code Layer Box",
    "JSON Transport Box",
    "Prompt the Prompt",
    "Quick Verification",
    "Afrofuturist Glow Portrait",
    "Bias-Aware Summary",
    "Copy Blocks",
    "Image Taste",
    "#SoulCode101",
  ],
  "/thinktank": ["Premium Access", "$49", "Unlock Access", "How It Works", "One Project Per Month", "Upgrade to Bootcamp"],
  "/bootcamp": ["Premium Program", "$299", "Enroll Now", "Unlock Access", "How It Works", "Functional Asset by Day 7", "What's Included"],
  "/legal": [
    "Terms of Service",
    "Privacy Policy",
    "Intellectual Property and Copyright",
    "Cookie Policy",
    "Last updated:",
    "Contact for Licensing",
  ],
  "/no-such-page": ["Did you forget to add the page to the router?"],
};
rawText["/wellness/finding-me"] = rawText["/wellness"]!;

test.describe("raw HTML of every content route (no JavaScript)", () => {
  for (const route of contentRoutes) {
    test(`${route.path}: heading, main text and metadata`, async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(route.name === "not-found" ? 404 : 200);
      const html = await res.text();
      const h1s = html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? [];
      expect(h1s, "exactly one h1").toHaveLength(1);
      expect(htmlText(h1s[0]!).trim()).toMatch(route.h1);
      const text = htmlText(html);
      for (const snippet of rawText[route.path]!) expect(text, snippet).toContain(snippet);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    });
  }

  test("the wellness routes ship JSON-LD", async ({ request }) => {
    for (const path of ["/wellness", "/wellness/finding-me"]) {
      const html = await (await request.get(path)).text();
      const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
      expect(ld, path).toBeTruthy();
      const data = JSON.parse(ld!);
      expect(data["@type"]).toBe("WebPage");
      expect(data.mainEntity.headline).toContain("Finding Me");
    }
  });

  test("Home's hero image is eager and high priority; the rest lazy; no video host in the HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    const hero = imgs.find((i) => i.includes("hero-banner"));
    expect(hero).toMatch(/fetchpriority="high"/i);
    expect(hero).not.toMatch(/loading="lazy"/);
    for (const img of imgs.filter((i) => /gallery-|testimonial-/.test(i))) expect(img).toMatch(/loading="lazy"/);
    for (const img of imgs) expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(html).not.toContain("youtube-nocookie");
    expect(html).not.toMatch(/<iframe|rel="preconnect"/);
    // Only the visible and the next artwork of each carousel panel are in the page.
    expect(imgs.filter((i) => i.includes("gallery-left-"))).toHaveLength(2);
    expect(imgs.filter((i) => i.includes("gallery-right-"))).toHaveLength(2);
  });
});

/** Section headings (h2/h3) of a page, as text. */
async function headings(page: Page) {
  return (await page.locator("main").locator("h2, h3").allTextContents()).map((t) => t.replace(/\s+/g, " ").trim());
}

test.describe("sections and counts", () => {
  test("Home", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("SoulCode Studio");
    await expect(main.getByText("Cultural Intelligence. Elegant Innovation. Premium AI Solutions for the Modern Era.")).toBeVisible();
    await expect(main.getByRole("button", { name: "Watch Introduction", exact: true })).toBeVisible();

    const entry = main.locator("#entry-heading").locator("xpath=ancestor::section[1]").getByRole("listitem");
    await expect(entry).toHaveCount(3);
    await expect(entry.nth(0).getByRole("link")).toHaveAttribute("href", "/soulcode101");
    await expect(entry.nth(1).getByRole("link")).toHaveAttribute("href", "/gallery");
    await expect(entry.nth(2).getByRole("link")).toHaveAttribute("target", "_blank");
    await expect(entry.nth(2).getByRole("link")).toHaveAttribute("rel", "noopener noreferrer");
    await expect(entry.nth(2).getByRole("link")).toHaveAttribute("href", /skool\.com/);

    const h = await headings(page);
    const order = [
      "Three Doors Into the Studio",
      "Technology With a Soul",
      "The Gallery in Motion",
      "Community Porch AI Agent",
      "Here to Help",
      "Today in AI, Culture and Creativity",
      "Featured Resources",
      "Voices from the Community",
      "Build the Future With Us",
    ];
    const positions = order.map((title) => h.indexOf(title));
    for (const [i, p] of positions.entries()) expect(p, order[i]).toBeGreaterThanOrEqual(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await expect(page.getByTestId("carousel-counter")).toHaveText(["1 / 40", "1 / 40"]);
    for (const help of ["Community Guidelines", "Getting Started", "AI Assistant Help"])
      await expect(main.getByRole("heading", { name: help })).toBeVisible();
    for (const badge of ["Most Popular", "Executive Level", "Professional"])
      await expect(main.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByTestId("testimonial")).toHaveCount(4);
    const join = main.getByRole("link", { name: /Join Our Community/ });
    await expect(join).toHaveAttribute("target", "_blank");
    await expect(join).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("Meet the founder", async ({ page }) => {
    await page.goto("/meet");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: /Join My SKOOL/ }).first()).toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: "Start SoulCode 101" }).first()).toHaveAttribute("href", "/soulcode101");
    await expect(main.getByText("Featured Cover Artist")).toBeVisible();
    await expect(main.getByRole("link", { name: /Visit the Book Store/ }).first()).toHaveAttribute("target", "_blank");

    const novels = page.getByTestId("novel");
    await expect(novels).toHaveCount(3);
    await expect(novels.getByText("Preview", { exact: true })).toHaveCount(3);
    await expect(novels.locator('a[href$=".pdf"]')).toHaveCount(2);
    for (const title of ["The Hollow Star of Zahra NY", "Glitch Code", "Heart Note"])
      await expect(novels.getByRole("heading", { name: title })).toBeVisible();

    const projects = page.getByTestId("signature-project");
    await expect(projects).toHaveCount(3);
    await expect(projects.nth(2)).toContainText("Invite Only");
    await expect(projects.nth(2).locator('a[href$=".pdf"]')).toHaveCount(1);

    const tracks = page.getByTestId("learning-track");
    await expect(tracks).toHaveCount(3);
    await expect(tracks.nth(0)).toContainText("Free");
    await expect(tracks.nth(0)).toContainText("7 modules");
    await expect(tracks.nth(0)).toContainText("Certificates");
    await expect(tracks.nth(1)).toContainText("$49/month");
    await expect(tracks.nth(1).getByRole("link")).toHaveAttribute("href", "/join/think-tank");
    await expect(tracks.nth(2)).toContainText("$299one-time");
    await expect(tracks.nth(2).getByRole("link")).toHaveAttribute("href", "/join/boot-camp");
    await expect(main).toContainText("$12per month");
  });

  for (const path of ["/wellness", "/wellness/finding-me"]) {
    test(`Wellness manifesto at ${path}`, async ({ page }) => {
      await page.goto(path);
      const h = await headings(page);
      const order = [
        "Finding Me",
        "The Dopamine Beginning",
        "The Awakening",
        "The Soul Code Framework",
        "Before, the Shift, and Now",
        "Programs in Development",
        "Dopamine FAQ",
        "The Seven Chakras",
        "The Foundation",
        "Ready to Begin?",
      ];
      const positions = order.map((title) => h.indexOf(title));
      for (const [i, p] of positions.entries()) expect(p, order[i]).toBeGreaterThanOrEqual(0);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      await expect(page.getByTestId("pillar").locator("h3")).toHaveText(["Fitness", "Health", "Sacral Health", "Mind"]);
      await expect(page.getByTestId("chakra").locator("h3")).toHaveText([
        "Root",
        "Sacral",
        "Solar Plexus",
        "Heart",
        "Throat",
        "Third Eye",
        "Crown",
      ]);
      await expect(page.locator("main details > summary").filter({ hasText: /What is dopamine|How does|What helps/ })).toHaveCount(3);
      await expect(page.locator('main input[type="email"][required]')).toHaveCount(3);
      await expect(page.locator("main")).toContainText("200+ lbs");
    });
  }

  test("Workroom", async ({ page }) => {
    await page.goto("/workroom");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { name: "Real Talk" })).toBeVisible();
    const completed = page.getByTestId("completed-project");
    await expect(completed).toHaveCount(3);
    await expect(completed.getByRole("link", { name: /Visit Live Site/ })).toHaveCount(3);
    const groups = page.getByTestId("ongoing-group");
    await expect(groups.locator("h3")).toHaveText([
      "Gaming",
      "Wellness",
      "Retro Gaming",
      "Black Innovation",
      "Future Tech",
      "Entertainment",
      "Prompt Generators",
    ]);
    const explore = groups.getByRole("link", { name: /Explore Project/ });
    const n = await explore.count();
    expect(n).toBeGreaterThanOrEqual(7);
    await expect(groups.getByText("In Progress", { exact: true })).toHaveCount(n);
    const paper = main.getByRole("link", { name: /Read the White Paper/ });
    await expect(paper).toHaveAttribute("href", /\.pdf$/);
    await expect(paper).toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: /Join the Think Tank/ })).toHaveAttribute("href", /skool\.com\/.*about/);
  });

  test("Gallery", async ({ page }) => {
    await page.goto("/gallery");
    const main = page.locator("main");
    await expect(main.getByRole("img", { name: /exhibition logo/ })).toBeVisible();
    await expect(main).toContainText("2023");
    await expect(main.getByRole("heading", { name: "Three Sisters" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Artist Overview" })).toBeVisible();
    const walk = main.locator("#walk-heading").locator("xpath=ancestor::section[1]").getByTestId("artwork");
    await expect(walk.locator("h3")).toHaveText([
      "Golden Scrolls",
      "Purple Grace",
      "Golden Reverie",
      "Celestial Court",
      "Royal Assembly",
      "Garden Procession",
    ]);
    const previous = page.getByTestId("previous-exhibition");
    await expect(previous.locator("h3")).toHaveText(["Digital Abstractions", "Portrait Studies", "Conceptual Works"]);
    for (const theme of ["Abstract", "Portraits", "Conceptual"]) await expect(previous.getByText(theme, { exact: true })).toBeVisible();
    await expect(previous.getByRole("link", { name: /Enter Gallery/ })).toHaveCount(3);
  });

  test("Think Tank", async ({ page }) => {
    await page.goto("/thinktank");
    const main = page.locator("main");
    await expect(main.getByText("Premium Access")).toBeVisible();
    await expect(main).toContainText("$49per month");
    await expect(main.getByRole("link", { name: /Visit the Community/ })).toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: /Join the Think Tank/ }).first()).toHaveAttribute("href", /buymeacoffee|membership/);
    await expect(main.getByRole("link", { name: /Unlock Access/ })).toHaveAttribute("href", /buy\.stripe\.com\/soulcode-bootcamp/);
    await expect(main.getByRole("heading", { name: "How It Works" })).toBeVisible();
    await expect(page.getByTestId("feature-card").locator("h3")).toHaveText([
      "One Project Per Month",
      "Full Walkthrough Access",
      "Community Collaboration",
    ]);
    await expect(main.getByRole("link", { name: "Upgrade to Bootcamp" })).toHaveAttribute("href", "/bootcamp");
  });

  test("Bootcamp", async ({ page }) => {
    await page.goto("/bootcamp");
    const main = page.locator("main");
    await expect(main.getByText("Premium Program")).toBeVisible();
    await expect(main).toContainText("$299one-time");
    await expect(main.getByRole("link", { name: /Enroll Now/ }).first()).toHaveAttribute("href", /buy\.stripe\.com\/soulcode-bootcamp/);
    await expect(main.getByRole("link", { name: /Unlock Access/ })).toHaveAttribute("href", /buy\.stripe\.com\/soulcode-bootcamp/);
    await expect(page.getByTestId("feature-card")).toHaveCount(4);
    await expect(page.getByTestId("step-card").locator("h3")).toHaveText([
      "7 Days of Building",
      "Calendar Scheduling",
      "Limited Cohorts",
      "Functional Asset by Day 7",
    ]);
    const included = page.getByTestId("included-list").getByRole("listitem");
    await expect(included).toHaveCount(6);
    for (const item of ["Up to 5 site pages", "1 to 3 automations", "Time slots chosen within 30 days", "Lifetime access to recordings"])
      await expect(included.filter({ hasText: item })).toHaveCount(1);
  });

  test("Soul Code kit", async ({ page }) => {
    await page.goto("/soulcode101");
    const main = page.locator("main");
    for (const name of ["Community Academy", "SOULCODE 101 Course"])
      await expect(main.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("target", "_blank");
    for (const box of ["Purpose", "Quick Start", "Safety Note", "Soul Code Layer Box", "JSON Transport Box", "Prompt the Prompt"])
      await expect(main.getByRole("heading", { name: box, exact: true })).toBeVisible();
    await expect(main.locator("#quick-start li")).toHaveCount(5);
    await expect(page.getByTestId("layer-list").locator("h3")).toHaveText([
      "Technical",
      "Aesthetic",
      "Symbolic/Cultural",
      "Emotional/Intent",
      "Accessibility/Format",
      "Quality Bar",
    ]);
    const json = JSON.parse(await page.getByTestId("json-transport").innerText());
    expect(Object.keys(json)).toEqual(["task_id", "instructions", "ingredients", "expected_product"]);
    expect(Object.keys(json.instructions)).toEqual(["action", "style_directive", "quality_requirements"]);
    expect(Object.keys(json.ingredients)).toEqual(expect.arrayContaining(["subject", "aesthetic_layer", "technical_specs", "soul_code"]));
    expect(Object.keys(json.ingredients.soul_code)).toEqual(["symbolic", "emotional", "cultural"]);
    expect(Object.keys(json.expected_product)).toEqual(["format", "validation_criteria", "handoff_to_next_agent"]);
    await expect(main.getByRole("button", { name: "Copy JSON" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Copy Prompt" })).toBeVisible();

    const modes = page.getByTestId("mode-card");
    await expect(modes.locator("h3")).toHaveText(["Image", "LLM Text", "Video", "Music", "Web/App"]);
    await expect(modes.getByRole("button", { name: /Base Template/ })).toHaveCount(5);
    await expect(modes.getByRole("button", { name: /Beginner Preset/ })).toHaveCount(5);
    for (const preset of ["Afrofuturist Glow Portrait", "Bias-Aware Summary", "Afrofuturist Glow", "Copy Blocks"])
      await expect(modes.getByText(preset, { exact: true })).toBeVisible();
    // Prompt guidance inside the templates.
    await expect(modes.nth(0)).toContainText("4:5 at 2048px");
    await expect(modes.nth(2)).toContainText("30-45 s (hook 3-5 s, body 20-30 s, close 5-10 s)");
    for (const s of ["90-105 BPM", "4-bar intro", "8-bar body", "4-bar button", "-14 LUFS"]) await expect(modes.nth(3)).toContainText(s);
    const minis = page.getByTestId("mini-prompts").getByRole("button");
    await expect(minis).toHaveText(["Image Taste", "LLM Taste", "Video Taste", "Music Taste", "Web/App Taste"]);
    await expect(main).toContainText("#SoulCode101");
  });

  test("Legal", async ({ page }) => {
    await page.goto("/legal");
    const counts: Array<[string, string, number]> = [
      ["section-terms", "Terms of Service", 5],
      ["section-privacy", "Privacy Policy", 4],
      ["section-ip", "Intellectual Property and Copyright", 4],
      ["section-cookies", "Cookie Policy", 3],
    ];
    for (const [id, title, n] of counts) {
      const section = page.locator(`#${id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(section.getByTestId("clauses").locator("> li")).toHaveCount(n);
    }
    await expect(page.locator("#section-terms")).toContainText("at least 13 years old");
    await expect(page.locator("#section-contact")).toBeVisible();
    const licensing = page.getByRole("link", { name: "Contact for Licensing" });
    await expect(licensing).toHaveAttribute("href", /^mailto:[^?]+\?subject=Licensing%20Inquiry&body=.+/);
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:[^?]+\?subject=[^&]+&body=.+/);
    await expect(page.locator("main").getByRole("link", { name: /Join Community/ })).toHaveAttribute("target", "_blank");
  });

  test("404", async ({ page }) => {
    const res = await page.goto("/definitely/not/here");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 320, height: 720 } });
  for (const route of contentRoutes) {
    test(`${route.path} has no horizontal scroll at 320 px`, async ({ page }) => {
      await page.goto(route.path);
      await page.waitForLoadState("load");
      const overflow = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        culprits: Array.from(document.querySelectorAll("body *"))
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
      }));
      expect(overflow.scroll, overflow.culprits.join(" | ")).toBeLessThanOrEqual(overflow.client);
    });
  }
});
