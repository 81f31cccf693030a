/**
 * The contact filter (worker/porch/contact-filter.ts) reads a number or a site however it is
 * written: with any dash, a slash or an underscore between the digits, spelled out in words, or a
 * host with its dot spelled out or bracketed. An invented one is reported; the directory's stay
 * allowed (docs/architecture.md, "The Porch").
 */
import { describe, expect, it } from "vitest";
import { ungroundedContacts } from "../porch/contact-filter";

describe("numbers written another way", () => {
  it.each([
    ["en dashes", "Call 1\u2013800\u2013555\u20130199"],
    ["non-breaking hyphens (U+2011)", "Call 1\u2011800\u2011555\u20110199"],
    ["slashes", "Call 1/800/555/0199"],
    ["underscores", "Call 1_800_555_0199"],
    ["em dashes", "Call 1\u2014800\u2014555\u20140199"],
    ["minus signs", "Call 1\u2212800\u2212555\u22120199"],
    ["figure dashes, no leading 1", "Call 800\u2012555\u20120199"],
    ["backslashes", "Call 800\\555\\0199"],
    ["words", "Call one eight hundred five five five zero one nine nine"],
    ["words with dashes and commas", "Call eight-zero-zero, five five five, zero one nine nine"],
    ["Spanish words", "Llame al ocho cero cero cinco cinco cinco cero uno nueve nueve"],
    ["words and digits mixed", "Call 1 eight hundred 555 oh one nine nine"],
  ])("%s: %j is reported", (_, reply) => {
    expect(ungroundedContacts(reply).length).toBeGreaterThan(0);
  });
});

describe("sites written another way", () => {
  it.each([
    ["a spelled-out dot", "Visit evil dot com for help."],
    ["a bracketed dot", "Visit evil[.]com for help."],
    ["a bracketed word", "Visit evil [dot] com for help."],
    ["a parenthesised word", "Visit evil(dot)com for help."],
    ["two spelled-out dots", "Visit help dot evil dot org."],
    ["braces", "Visit evil{.}net."],
    ["Spanish", "Visite evil punto com."],
  ])("%s: %j is reported", (_, reply) => {
    expect(ungroundedContacts(reply)).toContainEqual(expect.stringMatching(/^(?:help\.)?evil\.(?:com|org|net)$/));
  });
});

describe("what the directory has, and ordinary words, stay allowed", () => {
  it.each([
    "Call 988 or text 741741, any time.",
    "Call nine eight eight, or nine one one in an emergency.",
    "Visit 211 dot org or call 211.",
    "Call 1\u2013800\u2013799\u20137233 (the domestic violence hotline).",
    "I have one or two ideas, and a polka dot dress.",
    "Open from 9 to 5, seven days a week.",
  ])("%j", (reply) => {
    expect(ungroundedContacts(reply)).toEqual([]);
  });
});
