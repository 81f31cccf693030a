import { describe, expect, it } from "vitest";
import { splitLinks, type LinkPart } from "../src/features/porch/linkify";

const links = (text: string) => splitLinks(text).filter((p): p is LinkPart => typeof p !== "string");

describe("Porch reply links", () => {
  it("keeps the text intact: joining the parts gives the reply back", () => {
    const text = "Call 1-800-799-7233 · Text START to 88788 · https://www.thehotline.org.\nIn danger? call 911.";
    expect(
      splitLinks(text)
        .map((p) => (typeof p === "string" ? p : p.text))
        .join(""),
    ).toBe(text);
  });

  it("links https addresses, leaving sentence punctuation outside", () => {
    expect(links("Visit https://www.211.org. Or (https://988lifeline.org), any time")).toEqual([
      { text: "https://www.211.org", href: "https://www.211.org", external: true },
      { text: "https://988lifeline.org", href: "https://988lifeline.org", external: true },
    ]);
  });

  it("links US phone numbers as tel: with the country code", () => {
    expect(links("Call 1-866-348-6479, (800) 569-4287 or 800.569.4287").map((l) => l.href)).toEqual([
      "tel:+18663486479",
      "tel:+18005694287",
      "tel:+18005694287",
    ]);
  });

  it("links text instructions as sms:, with the keyword as the body", () => {
    expect(links("Text HOME to 741741 or Text 988 or Text 838255")).toEqual([
      { text: "Text HOME to 741741", href: "sms:741741?body=HOME", external: false },
      { text: "Text 988", href: "sms:988", external: false },
      { text: "Text 838255", href: "sms:838255", external: false },
    ]);
  });

  it("links 911, 988 and 211 after call or dial, but not other numbers", () => {
    expect(links("call 911, Call or text 988, dial 211").map((l) => [l.text, l.href])).toEqual([
      ["911", "tel:911"],
      ["988", "tel:988"],
      ["211", "tel:211"],
    ]);
    expect(links("open 24/7 since 2026-01-15, 12 pantries, javascript:alert(1)")).toEqual([]);
  });

  it("never links anything but https, tel and sms", () => {
    for (const l of links("javascript:alert(1) http://insecure.example data:text/html,x https://ok.example")) {
      expect(l.href).toMatch(/^(https:|tel:|sms:)/);
    }
  });
});
