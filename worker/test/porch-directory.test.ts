/**
 * The Porch directory as data (worker/porch/data/directory.json): the file is checked at load,
 * every contact it lists passes the Porch's own output filter in both languages, and the entries
 * cited in docs/decisions/0081-porch-directory.md carry exactly the numbers cited there.
 */
import { describe, expect, it } from "vitest";
import { byId, CATEGORIES, CATEGORY_LABELS, DIRECTORY, entriesFor, parseDirectory, type Resource } from "../porch/directory";
import { QUICK_ACTIONS } from "#shared/schemas/porch";
import directoryJson from "../porch/data/directory.json";
import { ungroundedContacts } from "../porch/contact-filter";
import { formatEntry } from "../porch/responder";

/** The entries added from official pages, with the contacts cited for each. */
const CITED: Record<string, { phone?: string; text?: string; host: string; categories: string[] }> = {
  "poison-control": { phone: "1-800-222-1222", host: "poisonhelp.hrsa.gov", categories: ["crisis", "health"] },
  rainn: { phone: "1-800-656-4673", host: "www.rainn.org", categories: ["crisis", "support"] },
  childhelp: { phone: "1-800-422-4453", text: "Text 1-800-422-4453", host: "childhelphotline.org", categories: ["crisis", "support"] },
  "trevor-project": {
    phone: "1-866-488-7386",
    text: "Text START to 678-678",
    host: "www.thetrevorproject.org",
    categories: ["crisis", "support"],
  },
  liheap: { phone: "1-866-674-6327", host: "www.acf.hhs.gov", categories: ["utilities"] },
  "legal-aid": { host: "www.lsc.gov", categories: ["legal", "housing"] },
  "healthcare-gov": { phone: "1-800-318-2596", host: "www.healthcare.gov", categories: ["health"] },
};

/** Every piece of an entry that a visitor can dial, text or open, one by one. */
const contactsOf = (r: Resource) => [r.phone, r.text, r.url, r.es.phone, r.es.text, r.es.line].filter((v): v is string => Boolean(v));

describe("the directory file", () => {
  it("is what DIRECTORY serves, parsed once, with unique ids and https links", () => {
    expect(parseDirectory(directoryJson)).toEqual(DIRECTORY);
    expect(new Set(DIRECTORY.map((r) => r.id)).size).toBe(DIRECTORY.length);
    for (const r of DIRECTORY) {
      expect(new URL(r.url).protocol, r.id).toBe("https:");
      expect(byId.get(r.id)).toBe(r);
    }
  });

  it("keeps the categories in order, a label for each, and the same six quick actions", () => {
    expect(CATEGORIES).toEqual(["food", "housing", "utilities", "legal", "health", "grant", "community", "jobs", "support", "crisis"]);
    for (const c of CATEGORIES) expect(CATEGORY_LABELS[c].length, c).toBeGreaterThan(2);
    expect(QUICK_ACTIONS).toEqual(["food", "housing", "grant", "community", "jobs", "support"]);
    for (const c of ["utilities", "legal", "health"] as const) expect(entriesFor(c)[0].categories[0], c).toBe(c);
  });

  it("keeps entries that already covered utility bills and health care at home, and lists them there too", () => {
    expect(byId.get("211")!.categories[0]).toBe("community");
    expect(entriesFor("utilities").map((r) => r.id)).toContain("211");
    expect(entriesFor("health").map((r) => r.id)).toContain("211");
  });
});

describe("every contact passes the Porch's output filter", () => {
  it.each(DIRECTORY.map((r) => [r.id, r] as const))("%s, as the Porch writes it in English and Spanish and piece by piece", (_id, r) => {
    expect(ungroundedContacts(formatEntry(r, "en"))).toEqual([]);
    expect(ungroundedContacts(formatEntry(r, "es"))).toEqual([]);
    for (const contact of contactsOf(r)) expect(ungroundedContacts(contact), contact).toEqual([]);
  });

  it("still refuses numbers and hosts that no entry lists", () => {
    expect(ungroundedContacts("Call 1-800-222-1223 or visit https://poisonhelp.example.org")).toEqual([
      "1-800-222-1223",
      "https://poisonhelp.example.org",
    ]);
    expect(ungroundedContacts("Text START to 678-679")).toEqual(["678-679"]);
  });
});

describe("the cited entries", () => {
  it.each(Object.entries(CITED))("%s has the cited contacts, categories and a Spanish text", (id, cited) => {
    const r = byId.get(id);
    expect(r, id).toBeDefined();
    expect(r!.phone).toBe(cited.phone);
    expect(r!.text).toBe(cited.text);
    expect(new URL(r!.url).hostname).toBe(cited.host);
    expect(r!.categories).toEqual(cited.categories);
    expect(r!.terms.length).toBeGreaterThanOrEqual(15);
    expect(r!.es.helpsWith.length).toBeGreaterThan(40);
    expect(r!.es.helpsWith).not.toBe(r!.helpsWith);
    if (cited.phone) expect(r!.es.phone).toBe(cited.phone);
    if (cited.text) expect(r!.es.text).toMatch(cited.text.replace(/^Text (START to )?/, ""));
  });

  it("tells people to call 911 first when someone has been poisoned and is unconscious, not breathing or seizing", () => {
    const poison = byId.get("poison-control")!;
    expect(poison.helpsWith).toMatch(/collapsed, is not breathing, is having a seizure or cannot be woken up, call 911 first/);
    expect(poison.es.helpsWith).toMatch(/no respira, tiene una convulsión o no puede despertarse, llama primero al 911/);
  });

  it("writes HealthCare.gov's Spanish site and TTY line in the Spanish reply, and the filter allows them", () => {
    const spanish = formatEntry(byId.get("healthcare-gov")!, "es");
    expect(spanish).toContain("https://www.cuidadodesalud.gov");
    expect(spanish).toContain("1-855-889-4325");
    expect(ungroundedContacts("Visita cuidadodesalud.gov o https://www.cuidadodesalud.gov/es/")).toEqual([]);
  });
});

describe("a malformed directory file", () => {
  const good = directoryJson as unknown as Record<string, unknown>[];
  const withEntry = (index: number, entry: Record<string, unknown>) => good.map((e, i) => (i === index ? entry : e));
  const rainnAt = good.findIndex((e) => e.id === "rainn");

  it("is refused with a sentence naming the entry and the field", () => {
    expect(() => parseDirectory(withEntry(rainnAt, { ...good[rainnAt], phone: 18006564673 }))).toThrow(
      new RegExp(`entry ${rainnAt} \\("rainn"\\) field "phone": Invalid input: expected string, received number`),
    );
    expect(() => parseDirectory(withEntry(3, { ...good[3], url: "http://www.thehotline.org" }))).toThrow(
      /entry 3 \("domestic-violence-hotline"\) field "url": the link must be an https:\/\/ address/,
    );
    expect(() => parseDirectory(withEntry(0, { ...good[0], categories: ["crisis", "weather"] }))).toThrow(
      /entry 0 \("988-lifeline"\) field "categories\.1": Invalid option/,
    );
    expect(() => parseDirectory(withEntry(1, { ...good[1], es: { phone: "911" } }))).toThrow(/entry 1 \("911"\) field "es\.helpsWith"/);
    expect(() => parseDirectory(withEntry(2, { ...good[2], fax: "555-0100" }))).toThrow(
      /entry 2 \("crisis-text-line"\): Unrecognized key: "fax"/,
    );
  });

  it("names an entry without an id by its position, and a repeated id", () => {
    const { id: _id, ...noId } = good[5];
    expect(() => parseDirectory(withEntry(5, noId))).toThrow(/entry 5 field "id": Invalid input: expected string, received undefined/);
    expect(() => parseDirectory([...good, good[0]])).toThrow(
      new RegExp(`entry ${good.length} \\("988-lifeline"\\) repeats an id used earlier`),
    );
  });

  it("is refused when it is not a list of entries", () => {
    for (const bad of [{}, [], null, "[]"])
      expect(() => parseDirectory(bad), JSON.stringify(bad)).toThrow(
        /The Porch directory \(worker\/porch\/data\/directory\.json\) is malformed/,
      );
  });
});
