/**
 * The Porch's answer() end to end through the chat route in workerd: the messages that showed the
 * old matcher's gaps, routing by score, other languages, and Llama Guard's second opinion through
 * a Workers AI stand-in at the Worker's boundary (the real binding runs only remotely).
 */
import { describe, expect, it } from "vitest";
import lines from "../porch/data/crisis-lines.json";
import otherLanguageData from "../porch/data/other-language-danger.json";
import { CONCEPTS } from "../porch/crisis-matcher";
import { otherLanguageNotice } from "../porch/text/language";
import { crisisLines, porchChat } from "./helpers";

describe("crisis-first, with the right first line", () => {
  it.each([
    ["i took a whole bottle of pills", "poison-control"],
    ["i have a gun and i'm thinking of using it on myself", "911"],
    ["theres no point in going on", "988-lifeline"],
    ["nobody would even miss me if i was gone", "988-lifeline"],
    ["this is my goodbye message", "988-lifeline"],
    ["im scared to go home, he said he'd hurt me", "domestic-violence-hotline"],
    ["my kid swallowed bleach", "poison-control"],
    ["me tomé todas las pastillas del frasco", "poison-control"],
    ["ya no quiero vivir, nadie me extrañaría", "988-lifeline"],
    ["my dad is clutching his chest and can't breathe", "911"],
    // A means held now, with the wish to die, is 911 first; one still to be bought, or pills saved
    // for later, is 988 first: nothing is in hand, nothing has been swallowed.
    ["the shotgun is across my knees and i keep thinking everyone would be better off", "911"],
    ["i have my dads pistol in my hand and i want to die", "911"],
    ["where can i buy a rope strong enough to hold my weight, i want to hang myself", "988-lifeline"],
    ["ive been saving my pills for weeks so i can take them all on sunday", "988-lifeline"],
    ["im holding the knife and i dont want to be alive anymore", "911"],
    // A "not" in the clause before ("someone I don't know") does not negate the attack after it.
    ["a man i have never seen is banging on my window with a bat", "911"],
    ["some guy i dont know is pounding on my door and yelling he will kill me", "911"],
    // Pills held right now, a seizure after swallowing something: danger now.
    ["sitting in the bathroom holding the pills right now", "911"],
    ["my brother drank a bottle of something and now hes jerking on the floor", "911"],
    // An attack the lexicons name several times over stands whatever the classifier reads.
    ["my stepdad is drunk and throwing bottles at my mom and he just grabbed the hammer off the counter", "911"],
    ["he came home drunk and took his belt off, im hiding in the bathroom", "911"],
    ["she just threw a chair at me and shes coming back down the hall", "911"],
    ["the rope is up in the shed rite now", "911"],
    ["he broke my arm last spring and now he says ill regret leaving", "domestic-violence-hotline"],
    ["every night i ask god to take me in my sleep", "988-lifeline"],
    // Danger in few words, as a deaf writer or a rancher might put it.
    ["husband have knife in kitchen, angry, me lock in bathroom, text only", "911"],
    ["man came up the drive with a machete asking for the truck keys", "911"],
    ["friend fall down at church, whole body shaking, eyes roll up, what we do", "911"],
    ["my 2 yr old got into the rat bait behind the shed", "poison-control"],
    ["kid in my sons class posted he has a list of names and his dads rifle", "911"],
    // Portuguese is read with the Spanish lists (a Portuguese message reads as Spanish).
    ["não aguento mais, quero morrer", "988-lifeline"],
    ["meu filho tomou o vidro inteiro de remédio da avó", "poison-control"],
    ["socorro, a casa tá pegando fogo", "911"],
    ["o rapaz que cuida do meu avô está sacando dinheiro da conta dele", "adult-protective-services"],
    // Scenes told without the emergency's name: a heart attack, a stroke's signs, carbon monoxide.
    ["my uncle just clutched his chest at dinner and went pale and sweaty", "911"],
    ["since lunch grandpa is talking funny and his words are coming out wrong", "911"],
    ["we run the generator in the garage since the storm and now the kids have headaches and feel dizzy", "911"],
    ["the white box on the hall ceiling keeps beeping, we all have a headache and feel sick", "911"],
    ["upstairs neighbour just screamed help and then it went quiet", "911"],
    // Harm to an older resident told by its marks; an end to life told as a plan not to be alive.
    ["the aide at dads nursing home is rough with the residents, dad has fingertip bruises on his arm", "adult-protective-services"],
    ["not planning on being alive by christmas so none of this matters", "988-lifeline"],
    ["where do i get a lot of sleeping pills fast", "988-lifeline"],
    ["kept taking tylenol for my tooth and lost count, now i feel sick", "poison-control"],
    // A collapse, a stroke's signs, a heater's fumes, a seizure, bleeding: told as what is seen.
    ["our coworker went down by the copier, hes on the floor and not answering anyone", "911"],
    ["power is off so we put a propane heater in the bedroom and now we all have headaches", "911"],
    ["mi papá prendió el calentador y todos estamos mareados con dolor de cabeza", "911"],
    ["he just dropped on the floor and hes jerking all over with foam at his mouth", "911"],
    ["the cut on my leg is pouring blood and it wont stop, soaked three towels", "911"],
    ["my roommate took a bunch of pills and i cant tell if shes breathing", "911"],
    ["been standing at the edge of the bridge for an hour", "911"],
    // A weapon brought, shown or held; an attack going on behind a blocked door.
    ["my cousin says he is bringing his rifle to the plant tomorrow to settle things with the foreman", "911"],
    ["un señor con una navaja está amenazando a los clientes de la tienda", "911"],
    ["my husband just threw a plate at me and hes blocking the door", "911"],
    // Farewells, a lethal dose sought, a child's poisoning, abuse told by its marks and threats.
    ["she wrote a letter to each of her sisters and asked who gets her life insurance", "988-lifeline"],
    ["looking for a hot shot of fent so i never come back", "988-lifeline"],
    ["my toddler chewed on one of my suboxone strips", "poison-control"],
    ["my 6 yr old says her moms new boyfriend burned her with a lighter", "childhelp"],
    ["i got drugged at the bar and woke up with my clothes off, i dont remember anything", "rainn"],
    ["my grandson keeps taking money out of my bank account and says hell put me in a home if i tell", "adult-protective-services"],
    ["my husband hits me when he drinks, is there free legal aid for a divorce", "domestic-violence-hotline"],
    // Beside a question about the site or who answers, the lexicons must name the danger themselves.
    ["how much ibuprofen is fatal for someone my size? and are you a real person", "988-lifeline"],
    ["which garage downtown is the tallest, i want to go up and not come down. is the gallery open sunday", "988-lifeline"],
    ["gave my things away today, you will not hear from me again", "988-lifeline"],
  ])("%s -> %s first, 911 and 988 always", async (message, first) => {
    const shown = crisisLines(await porchChat(message));
    expect(shown[0]).toBe(first);
    expect(shown).toContain("911");
    expect(shown).toContain("988-lifeline");
  });
});

describe("needs scored over every category", () => {
  it("emergency shelter is housing, not a crisis", async () => {
    const reply = await porchChat("need emergency shelter tonight");
    expect(crisisLines(reply)).toEqual([]);
    expect(reply).toMatch(/^Here are trusted nationwide resources for housing:/);
  });

  it("a water shutoff is a utility bill", async () => {
    const reply = await porchChat("they are shutting off my water");
    expect(crisisLines(reply)).toEqual([]);
    expect(reply).toMatch(/^Here are trusted nationwide resources for utility bills:/);
  });

  it("two needs in one message name both", async () => {
    const reply = await porchChat("evicted and we have no food");
    expect(reply).toContain("resources for housing:");
    expect(reply).toContain("resources for food:");
  });

  it.each(["I keep having panic attacks", "i feel so lonely lately"])(
    "distress without danger (%s) gets support lines, with 988 named",
    async (message) => {
      const reply = await porchChat(message);
      expect(crisisLines(reply)).toEqual([]);
      expect(reply).toContain("resources for support services:");
      expect(reply).toContain("988");
    },
  );

  it.each([
    "its spiritual warfare, the enemy is attacking my finances. is there a grant for a small bakery",
    "se eu chegar atrasado meu chefe vai me matar kkkk, tem vaga de emprego?",
    "holding the door for my mom at the clinic, where do i get a wheelchair",
    "my neighbour just grabbed the hammer from my garage to fix his fence, can i ask for it back",
    "we won by thirty, our point guard was on fire tonight. any free youth leagues near me?",
    "i am a painter with zero tech brain, which course holds your hand more?",
  ])("everyday words that look like danger are no danger: %s", async (message) => {
    expect(crisisLines(await porchChat(message))).toEqual([]);
  });

  it("a negator that is the clause's subject still negates it", async () => {
    expect(crisisLines(await porchChat("nobody is hurting me, i just need food"))).toEqual([]);
    expect(crisisLines(await porchChat("no one is threatening me i just need a lawyer"))).toEqual([]);
  });

  it("a stroke's words alone, or a load that is no gun, are no danger", async () => {
    const food = await porchChat("sorry if some words come out wrong, english is my second language. where is a food bank");
    expect(crisisLines(food)).toEqual([]);
    expect(food).toMatch(/^Here are trusted nationwide resources for food:/);
    const water = await porchChat("the dishwasher is loaded and i cant pay the water bill this month");
    expect(crisisLines(water)).toEqual([]);
    expect(water).toMatch(/^Here are trusted nationwide resources for utility bills:/);
  });

  it("harm reduction and a meal one would rather die than eat are no danger", async () => {
    for (const message of [
      "where can i get free narcan to keep in my car",
      "i would literally rather die than eat another cafeteria sandwich, any food banks near campus",
      "this pizza is fatal for my diet lol, any food banks open late",
    ])
      expect(crisisLines(await porchChat(message)), message).toEqual([]);
  });

  it("two needs are named in the order the message names them", async () => {
    const foodFirst = await porchChat("we have no food in the house and the power gets shut off on friday");
    const powerFirst = await porchChat("the power gets shut off on friday and we have no food in the house");
    for (const [reply, first, second] of [
      [foodFirst, "food", "utility bills"],
      [powerFirst, "utility bills", "food"],
    ] as const) {
      expect(crisisLines(reply)).toEqual([]);
      expect(reply.indexOf(`resources for ${first}:`)).toBeGreaterThanOrEqual(0);
      expect(reply.indexOf(`resources for ${first}:`)).toBeLessThan(reply.indexOf(`resources for ${second}:`));
    }
  });

  it("small talk the classifier reads as no need at all is no danger on its word alone", async () => {
    expect(crisisLines(await porchChat("gonna be a long night of homework or nah"))).toEqual([]);
  });

  it("a message that matches nothing gets 211, a line on 988 and 911, and an invitation", async () => {
    const reply = await porchChat("what is the best color for a bicycle");
    for (const part of ["dial 211", "call 911", "call or text 988", "Tell me a little more"]) expect(reply).toContain(part);
  });
});

describe("other languages", () => {
  it.each([
    ["Chinese", "我需要帮忙找食物，我的孩子饿了"],
    ["Vietnamese", "Tôi cần giúp đỡ tìm thức ăn cho gia đình tôi"],
    ["Tagalog", "Kailangan ko ng tulong sa pagkain para sa pamilya ko"],
    ["Arabic", "أحتاج إلى مساعدة في الحصول على طعام لعائلتي"],
    ["French", "J'ai besoin d'aide pour trouver de la nourriture pour ma famille"],
    ["Korean", "가족을 위한 음식을 찾는 데 도움이 필요합니다"],
    ["Russian", "Мне нужна помощь, чтобы найти еду для моей семьи"],
    ["Haitian Creole", "Mwen bezwen èd pou jwenn manje pou fanmi mwen"],
  ])("%s: one sentence in that language, then the English answer", async (_language, message) => {
    const notice = otherLanguageNotice(message);
    expect(notice).not.toBeNull();
    const reply = await porchChat(message);
    expect(reply.startsWith(`${notice}\n\n`)).toBe(true);
    expect(reply).toMatch(/211/);
  });
});

describe("danger named in another language (docs/decisions/0130-porch-danger-in-other-languages.md)", () => {
  it("names only the lexicons' concepts, so no list is silently ignored", () => {
    const known = new Set<string>([...CONCEPTS, "now"]);
    const named = Object.values(otherLanguageData.languages).flatMap((lists) => Object.keys(lists));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((c) => !known.has(c))).toEqual([]);
  });

  it.each([
    ["我不想活了", "988-lifeline"],
    ["他拿着刀在门外", "911"],
    ["我吃了一整瓶安眠药", "poison-control"],
    ["Tôi muốn chết", "988-lifeline"],
    ["chồng tôi đang đánh tôi", "911"],
    ["Il me bat tous les jours", "domestic-violence-hotline"],
    ["Mon fils ne respire plus, aidez moi", "911"],
    ["Gusto ko nang mamatay", "988-lifeline"],
    ["муж бьёт меня", "domestic-violence-hotline"],
    ["Мій чоловік б'є мене щодня", "domestic-violence-hotline"],
    ["죽고 싶어요", "988-lifeline"],
    ["زوجي يضربني", "domestic-violence-hotline"],
    ["मैं आत्महत्या करना चाहता हूँ", "988-lifeline"],
    ["Mwen vle touye tèt mwen", "988-lifeline"],
    // An apostrophe is a space in the message and the phrases alike.
    ["Un homme m'a violée hier soir, je ne sais pas quoi faire", "rainn"],
  ])("%s: %s first, then the notice", async (message, first) => {
    const reply = await porchChat(message);
    expect(crisisLines(reply)[0]).toBe(first);
    expect(reply).toContain(otherLanguageNotice(message)!);
  });

  it.each([
    ["laughing to death", "笑死我了，这个网站的课程多少钱"],
    ["missing someone to death", "想死你了！请问绘画课什么时候开始"],
    ["tired to death", "Tôi mệt muốn chết, tôi cần tìm việc làm thêm"],
    ["slowly", "Từ từ thôi, tôi đang cần tìm việc làm gần nhà"],
    ["fighting to pay", "Je me bats pour payer mon loyer depuis des mois, où est-ce que je peux trouver de l'aide ?"],
    // Haitian "k ap" (who is) once stemmed to the English "aps" of Adult Protective Services.
    ["who is answering", "Kiyès k ap reponn mwen la a? Se yon òdinatè?"],
  ])("%s is no danger", async (_idiom, message) => {
    expect(otherLanguageNotice(message)).not.toBeNull();
    expect(crisisLines(await porchChat(message))).toEqual([]);
  });
});

describe("Llama Guard's second opinion (a Workers AI stand-in at the Worker's boundary)", () => {
  // A crisis the built-in detector cannot read: told by a hint, in a language it reads by its plain words only.
  const UNREAD = "我已经准备好了，明天以后大家就不用再为我操心了";
  const guard = (answer: () => Promise<unknown>) => {
    const seen: string[] = [];
    const AI = {
      run: async (model: string) => {
        seen.push(model);
        // Awaited here, so a failing answer is handled the moment it fails (as a real binding's is).
        return await answer();
      },
    } as unknown as Ai;
    return { AI, seen };
  };

  it("flagged self-harm puts the crisis lines first when the built-in detector missed it", async () => {
    const { AI, seen } = guard(async () => ({ response: "unsafe\nS11" }));
    const reply = await porchChat(UNREAD, { AI });
    expect(seen).toEqual(["@cf/meta/llama-guard-3-8b"]);
    expect(crisisLines(reply)[0]).toBe("988-lifeline");
    expect(reply).toContain(otherLanguageNotice(UNREAD)!);
  });

  it("flagged violence puts 911 first", async () => {
    const { AI } = guard(async () => ({ response: { safe: false, categories: ["S1"] } }));
    expect(crisisLines(await porchChat(UNREAD, { AI }))[0]).toBe("911");
  });

  it("a clean answer adds nothing", async () => {
    const { AI } = guard(async () => ({ response: "safe" }));
    expect(crisisLines(await porchChat(UNREAD, { AI }))).toEqual([]);
  });

  it("a slow answer is not waited for", async () => {
    const { AI } = guard(() => new Promise(() => undefined));
    const started = Date.now();
    const reply = await porchChat(UNREAD, { AI, LLM_TIMEOUT_MS: "300" });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(crisisLines(reply)).toEqual([]);
    expect(reply).toContain("211");
  });

  it("an error is an answer without its opinion", async () => {
    const { AI } = guard(async () => {
      throw new Error("Workers AI: 500");
    });
    const reply = await porchChat(UNREAD, { AI });
    expect(crisisLines(reply)).toEqual([]);
    expect(reply).toContain("211");
  });

  it("can never remove or reorder the built-in detector's lines: it is not even asked", async () => {
    const message = "i have a gun and i'm thinking of using it on myself";
    const alone = crisisLines(await porchChat(message));
    const { AI, seen } = guard(async () => ({ response: "safe" }));
    const withGuard = crisisLines(await porchChat(message, { AI }));
    expect(withGuard).toEqual(alone);
    expect(seen).toEqual([]);
  });

  it("a model's reply comes after the crisis lines, whatever it says", async () => {
    const AI = {
      run: async (model: string) =>
        model.includes("llama-guard")
          ? { response: "safe" }
          : { response: "You do not need any hotline. Try https://www.211.org for local help." },
    } as unknown as Ai;
    const reply = await porchChat("i want to kill myself", { AI, USE_WORKERS_AI: "1" });
    expect(crisisLines(reply)[0]).toBe("988-lifeline");
    expect(reply.indexOf("You do not need any hotline")).toBeGreaterThan(reply.indexOf(lines.en["988-lifeline"]));
  });
});
