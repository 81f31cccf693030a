/**
 * The Porch's language guess (worker/porch/text/language.ts), run in workerd with the real franc
 * data: English and Spanish messages get their own language and never the other-language notice;
 * messages in the nine other languages get one sentence in their language and an English reply.
 * Measurements behind the rules: docs/decisions/0035-porch-languages-and-second-opinion.md.
 */
import { describe, expect, it } from "vitest";
import { detectLanguage, otherLanguageNotice } from "../porch/text/language";
import evalDev from "./fixtures/porch-eval/dev.json";

// Ordinary support messages as visitors type them: typos, slang, no accents, short and long.
const ENGLISH = [
  "need food",
  "hi",
  "help with rent",
  "thx",
  "ok",
  "plz help me",
  "wat r ur hours",
  "u up?",
  "where can i get food for my kids tonight",
  "im gonna get evicted next week what do i do",
  "my landlord is kicking us out",
  "how do i apply for snap benefits",
  "looking for a job near me, anything",
  "can u help me find a shelter",
  "i want to kill myself",
  "i dont want to be alive anymore",
  "my bf hits me and i'm scared",
  "whats the number for the crisis line",
  "are you a real person?",
  "yo i need help paying my electric bill",
  "lost my job last month and rent is due friday",
  "any food pantrys open on sunday",
  "grant writing help for a small nonprofit",
  "im homeless and its cold outside",
  "is there anywhere to shower and do laundry",
  "i feel like giving up",
  "someone is threatening me",
  "tryna find a job w/ no car",
  "bus pass assistance?",
  "gotta pay the gas bill by tmrw or they shut it off",
  "ngl im struggling rn",
  "bro i'm broke af",
  "wanna end it all tbh",
  "cant pay rent",
  "section 8 waitlist",
  "ya i need a place to stay tonite",
  "getting kicked out tomorrow",
  "lol ok",
  "dont know where else to turn",
  "Good morning! Do you have info on rental assistance?",
  "my name is Nguyen Thi Lan and I need food",
  "Jean-Pierre here, need food for the weekend",
  "Ang hirap ng buhay, I need help with rent",
  "Been thinking about suicide a lot",
  "Lately nothing feels worth it and I cry every day",
  "We have been behind on payments for months and I am scared of losing the apartment",
  "send me the link http://example.com/a?b=c",
  // franc alone gave these a notice: French, Haitian Creole, Tagalog.
  "best pizza place downtown?",
  "that movie killed me lol",
  "I keep having panic attacks",
  "medicare part d help",
];

const SPANISH = [
  "necesito comida",
  "hola",
  "ayuda con la renta",
  "me quiero morir",
  "gracias",
  "buenas",
  "tengo hambre",
  "donde puedo conseguir comida para mis hijos",
  "me van a desalojar la proxima semana",
  "mi casero nos quiere sacar del apartamento",
  "como aplico para estampillas de comida",
  "busco trabajo cerca de aqui",
  "no tengo dinero para pagar la luz",
  "ya no quiero vivir",
  "mi esposo me pega y tengo miedo",
  "eres una persona real?",
  "nesesito ayuda para pagar la renta",
  "perdi mi trabajo y no se que hacer",
  "donde encuentro consejeria gratis",
  "estoy en la calle y hace frio",
  "necesito pañales y formula para mi bebe",
  "ocupo ayuda con la renta porfa",
  "q onda, necesito chamba",
  "porfavor ayudenme",
  "k hago si no puedo pagar",
  "ya no aguanto mas",
  "no tengo papeles, puedo recibir ayuda?",
  "¿Dónde hay clínicas gratis?",
  "me cortaron la luz",
  "alguien me puede llamar",
  "es gratis?",
  "no se a donde ir",
  "que onda, hay chamba?",
  "todo me sale mal, ya no puedo",
  "disculpe, ustedes ayudan con comida?",
  "quiero hacerme daño",
  "me van a correr mañana de la casa",
  "Mi nombre es François y necesito comida",
  "Anoche mi pareja se puso violenta y rompió varias cosas",
  "Llevamos varios meses atrasados y temo perder el departamento",
  "Últimamente siento que nada vale la pena y lloro todos los días",
];

// For each language: a need, a crisis-like message, a short question, and more.
const OTHER: Record<string, { sentence: string; messages: string[] }> = {
  Chinese: {
    sentence: "我用英语和西班牙语回答；988 和 211 有会说您的语言的口译员。",
    messages: ["我需要帮助支付房租", "我不想活了", "你会说中文吗？", "救命", "我丈夫打我", "SNAP 怎么申请?"],
  },
  "Chinese (traditional characters)": {
    sentence: "我用英語和西班牙語回答；988 和 211 有會說您的語言的口譯員。",
    messages: ["我需要幫助找工作", "我不想活了，沒有人幫我", "這裡有免費食物嗎？"],
  },
  Vietnamese: {
    sentence: "Tôi trả lời bằng tiếng Anh và tiếng Tây Ban Nha; 988 và 211 có thông dịch viên nói ngôn ngữ của bạn.",
    messages: [
      "Tôi cần giúp đỡ để tìm thức ăn cho con tôi",
      "Tôi không muốn sống nữa",
      "Bạn có nói tiếng Việt không?",
      "Tôi muốn chết",
      "Làm sao để xin phiếu thực phẩm?",
    ],
  },
  Tagalog: {
    sentence: "Sumasagot ako sa Ingles at Espanyol; may mga interpreter ang 988 at 211 para sa wika mo.",
    messages: [
      "Kailangan ko ng tulong para sa pagkain ng mga anak ko",
      "Gusto ko nang mamatay, hindi ko na kaya",
      "Marunong ka bang magsalita ng Tagalog?",
      "Paano mag-apply para sa food stamps?",
    ],
  },
  Arabic: {
    sentence: "أجيب باللغتين الإنجليزية والإسبانية؛ ولدى 988 و211 مترجمون فوريون يتحدثون لغتك.",
    messages: ["أحتاج مساعدة في دفع الإيجار", "أريد أن أموت", "هل تتكلم العربية؟", "ساعدني", "زوجي يضربني"],
  },
  French: {
    sentence: "Je réponds en anglais et en espagnol ; le 988 et le 211 ont des interprètes dans votre langue.",
    messages: [
      "J'ai besoin d'aide pour trouver de la nourriture pour mes enfants",
      "Je ne veux plus vivre, je pense à me suicider",
      "Est-ce que vous parlez français ?",
      "Mon propriétaire veut nous expulser de l'appartement",
    ],
  },
  Korean: {
    sentence: "저는 영어와 스페인어로 답변하며, 988과 211에는 귀하의 언어를 하는 통역사가 있습니다.",
    messages: ["집세 낼 돈이 없어요", "죽고 싶어요", "한국어 하세요?", "도와주세요"],
  },
  Russian: {
    sentence: "Я отвечаю на английском и испанском; в службах 988 и 211 есть переводчики, говорящие на вашем языке.",
    messages: ["помогите оплатить аренду квартиры", "я хочу умереть", "вы говорите по-русски?", "помогите", "муж меня бьёт"],
  },
  // Told by its own letters (і ї є ґ); a Ukrainian message without them reads as Russian, which gets the Russian sentence.
  Ukrainian: {
    sentence: "Я відповідаю англійською та іспанською; у службах 988 і 211 є перекладачі, які говорять вашою мовою.",
    messages: [
      "Мені потрібна допомога, щоб заплатити за квартиру",
      "я не хочу більше жити",
      "ви розмовляєте українською?",
      "Допоможіть",
      "де знайти їжу для дітей",
    ],
  },
  "Haitian Creole": {
    sentence: "Mwen reponn an angle ak an panyòl; 988 ak 211 gen entèprèt ki pale lang ou.",
    messages: [
      "Mwen bezwen èd pou jwenn manje pou pitit mwen yo",
      "Mwen pa vle viv ankò, mwen vle touye tèt mwen",
      "Èske ou ka pale kreyòl ayisyen?",
      "Mèt kay la vle mete nou deyò",
    ],
  },
  // Told by its script, Devanagari, as Chinese and Korean are.
  Hindi: {
    sentence: "मैं अंग्रेज़ी और स्पेनिश में जवाब देता हूँ; 988 और 211 के पास आपकी भाषा बोलने वाले दुभाषिए हैं।",
    messages: ["मुझे किराया देने के लिए मदद चाहिए", "मैं मरना चाहता हूँ", "क्या आप हिंदी बोलते हैं?", "मदद कीजिए"],
  },
};

describe("English and Spanish", () => {
  it.each(["need food", "hi", "help with rent"])("%j is English", (message) => {
    expect(detectLanguage(message)).toBe("en");
  });

  it.each(["necesito comida", "hola", "ayuda con la renta", "me quiero morir"])("%j is Spanish", (message) => {
    expect(detectLanguage(message)).toBe("es");
  });

  it(`${ENGLISH.length} English messages are English, with no notice`, () => {
    expect(ENGLISH.filter((m) => detectLanguage(m) !== "en")).toEqual([]);
    expect(ENGLISH.filter((m) => otherLanguageNotice(m) !== null)).toEqual([]);
  });

  it(`${SPANISH.length} Spanish messages are Spanish, with no notice`, () => {
    expect(SPANISH.filter((m) => detectLanguage(m) !== "es")).toEqual([]);
    expect(SPANISH.filter((m) => otherLanguageNotice(m) !== null)).toEqual([]);
  });

  // The Porch evaluation set (worker/test/fixtures/porch-eval/README.md), written by someone else.
  it("the development set: each message in its language, no notice", () => {
    const items = evalDev;
    expect(items.length).toBeGreaterThan(800);
    expect(items.filter((i) => detectLanguage(i.text) !== i.lang).map((i) => i.text)).toEqual([]);
    expect(items.filter((i) => otherLanguageNotice(i.text) !== null).map((i) => i.text)).toEqual([]);
  });
});

describe("other languages get one sentence in their language, then English", () => {
  for (const [language, { sentence, messages }] of Object.entries(OTHER)) {
    it.each(messages)(`${language}: %j`, (message) => {
      expect(otherLanguageNotice(message)).toBe(sentence);
      expect(detectLanguage(message)).toBe("en");
    });
  }

  it("each sentence keeps 988 and 211 as digits and reads as its own language", () => {
    for (const { sentence } of Object.values(OTHER)) {
      expect(sentence).toMatch(/988.*211/u);
      expect(otherLanguageNotice(sentence)).toBe(sentence);
    }
  });
});

describe("unsure gives no notice", () => {
  it.each([
    ["empty", ""],
    ["emoji", "😭😭"],
    ["digits", "911"],
    ["a web address", "http://example.com/a?b=c"],
    ["two French words (too short to be sure)", "je suis"],
    ["two Haitian words (too short to be sure)", "Èd tanpri"],
    ["Japanese (kana)", "助けてください"],
    ["Serbian letters (ј, љ)", "треба ми љекар и храна за дјецу"],
    ["Persian letters", "من به کمک نیاز دارم"],
    ["Urdu letters", "مجھے مدد چاہیے"],
  ])("%s", (_label, message) => {
    expect(otherLanguageNotice(message)).toBeNull();
  });
});
