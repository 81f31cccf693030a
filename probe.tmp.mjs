import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage"] });
const base = "http://localhost:8795";
for (const path of (process.argv[2] ?? "/skool-calendar,/,/legal").split(",")) {
  const ctx = await b.newContext({ viewport: { width: 1280, height: 720 } });
  const p = await ctx.newPage();
  const errs = [];
  p.on("console", (m) => { if (m.type() === "error" || m.type()==="warning") errs.push(m.text().slice(0,400)); });
  p.on("pageerror", (e) => errs.push("pageerror " + e.message.slice(0,400)));
  p.on("requestfailed", (r) => errs.push("failed " + r.url()));
  p.on("response", (r) => { if (r.status() >= 400) errs.push(r.status() + " " + r.url()); });
  await p.goto(base + path);
  const ok = await p.waitForSelector("#root[data-hydrated]", { timeout: 10000, state: "attached" }).then(() => true, () => false);
  console.log(path, "hydrated", ok, "errors", errs);
  await ctx.close();
}
await b.close();
