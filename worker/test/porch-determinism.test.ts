/**
 * The same message gets the same answer whoever wrote before it (docs/decisions/0074-porch-one-reading.md):
 * answer() reads each message once into a value of its own, and no cache outlives a message. A
 * batch rich in typos and invented words (what retrieval's old cross-message cache of corrections
 * kept) is sent in one order, then in the reverse order and interleaved with strangers' words, and
 * every reply must be the same.
 */
import { describe, expect, it } from "vitest";
import { porchChat } from "./helpers";

const BATCH = [
  "i ned hlep wiht my elecrtic bil and fod for my kds",
  "my landlrod is evictng us and i cant aford a lawer",
  "hw do i aply for unemploymnt insurence",
  "lookng for a therapst that takes medicad",
  "my brothr is adicted to opiods where can he get tretment",
  "we have no fod and no hous, evictd last week",
  "necesito ayuda con la fatura de la luz",
  "grnt writting help for my nonprofitt",
  "i want to kil myslef",
  "qzxvbwords blorptastic hlep fod",
  "elecrtic shutof notise what do i do",
  "my mom needs a caregiver suport group",
  "is this a reel persn answering",
  "cant aford my insuln prescripton",
  "im not suicidl i just need a jbo",
];

/** Words no vocabulary holds, to crowd any cache between two rounds. */
const strangers = (i: number) => `blorp${i}x qwzz${i} fodd${i}q elecrtq${i} hluup${i}`;

describe("one reading of each message", () => {
  it("a batch gets the same replies in either order, whatever strangers wrote in between", async () => {
    const forward = new Map<string, string>();
    for (const message of BATCH) forward.set(message, await porchChat(message));
    const reversed = new Map<string, string>();
    let i = 0;
    for (const message of [...BATCH].reverse()) {
      await porchChat(strangers(i++));
      reversed.set(message, await porchChat(message));
    }
    for (const message of BATCH) expect(reversed.get(message), message).toBe(forward.get(message));
  }, 120_000);
});
