/**
 * The Community Porch's curated directory: real, nationwide US resources, each from its
 * operator's own site. Everything the Porch tells a visitor (quick actions, the built-in
 * responder, and the context handed to any model) comes from here, so a wrong number here is
 * a wrong number on screen: change an entry only from an official source, and re-check the
 * list at least twice a year (see docs/decisions/porch-directory.md for the last review and watch items).
 *
 * `terms` are what people actually type (slang and plain words included); retrieval stems
 * them and tolerates typos, so list base forms and let `retrieve.ts` do the rest.
 */

export const CATEGORIES = ["food", "housing", "grant", "community", "jobs", "support", "crisis"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The six quick-action codes of spec section 5 (crisis has no button: it is never a menu item). */
export const QUICK_ACTIONS = ["food", "housing", "grant", "community", "jobs", "support"] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

export type Resource = {
  readonly id: string;
  readonly name: string;
  /** One plain sentence: who it is for and what it does. */
  readonly helpsWith: string;
  /** How to call, as people dial it ("988", "1-800-662-4357"). */
  readonly phone?: string;
  /** How to text, as a full instruction ("Text HOME to 741741"). */
  readonly text?: string;
  readonly url: string;
  /** The first category is the entry's home; the others are where it also helps. */
  readonly categories: readonly [Category, ...Category[]];
  readonly terms: readonly string[];
  /**
   * The entry in Spanish, for Spanish replies: its description, how to call and text as a
   * Spanish speaker reads it, and the organisation's own Spanish line where it has one (each
   * such line is cited in docs/decisions/porch-directory.md).
   */
  readonly es: { readonly helpsWith: string; readonly phone?: string; readonly text?: string; readonly line?: string };
};

export const DIRECTORY: readonly Resource[] = [
  /* ---------------------------------------------------------------- crisis */
  {
    id: "988-lifeline",
    es: { helpsWith: "Apoyo gratuito y confidencial las 24 horas para cualquier persona que piense en el suicidio o esté en crisis emocional, y para quien se preocupe por otra persona.", phone: "988", text: "Envía un mensaje de texto al 988", line: "En español: llama al 988 y oprime 2, o envía AYUDA por mensaje de texto al 988." },
    name: "988 Suicide & Crisis Lifeline",
    helpsWith:
      "Free, confidential support 24/7 for anyone thinking about suicide or in emotional distress, and for anyone worried about someone else. Veterans can press 1.",
    phone: "988",
    text: "Text 988",
    url: "https://988lifeline.org",
    categories: ["crisis", "support"],
    terms: ["suicide", "suicidal", "crisis", "hopeless", "self harm", "overwhelmed", "despair", "mental health crisis", "panic", "breakdown"],
  },
  {
    id: "911",
    es: { helpsWith: "Policía, bomberos y ambulancia cuando alguien está en peligro inmediato o necesita atención médica urgente.", phone: "911" },
    name: "911 Emergency Services",
    helpsWith: "Police, fire and ambulance when someone is in immediate danger or needs urgent medical help.",
    phone: "911",
    url: "https://www.911.gov",
    categories: ["crisis"],
    terms: ["emergency", "danger", "ambulance", "police", "fire", "injured", "overdose", "attack", "unsafe"],
  },
  {
    id: "crisis-text-line",
    es: { helpsWith: "Apoyo gratuito las 24 horas por mensaje de texto con un consejero capacitado, para cualquier tipo de crisis.", text: "Envía HOME al 741741" },
    name: "Crisis Text Line",
    helpsWith: "Free, 24/7 support by text message from a trained crisis counselor, for any kind of crisis.",
    text: "Text HOME to 741741",
    url: "https://www.crisistextline.org",
    categories: ["crisis", "support"],
    terms: ["text", "texting", "crisis", "anxiety", "panic", "lonely", "talk", "someone to talk to"],
  },
  {
    id: "domestic-violence-hotline",
    es: { helpsWith: "Apoyo confidencial las 24 horas para quien sufre abuso de su pareja o de un familiar, y para quien le ayuda: plan de seguridad y referencias a refugios y defensores locales.", phone: "1-800-799-7233", text: "Envía START al 88788" },
    name: "National Domestic Violence Hotline",
    helpsWith:
      "Confidential support 24/7 for anyone facing abuse from a partner or family member, and for people helping them: safety planning and referrals to local shelters and advocates.",
    phone: "1-800-799-7233",
    text: "Text START to 88788",
    url: "https://www.thehotline.org",
    categories: ["crisis", "support"],
    terms: [
      "domestic violence",
      "abuse",
      "abusive",
      "partner",
      "boyfriend",
      "girlfriend",
      "husband",
      "wife",
      "hits me",
      "beat",
      "controlling",
      "safety plan",
      "dv",
    ],
  },
  {
    id: "veterans-crisis-line",
    es: { helpsWith: "Apoyo gratuito y confidencial en crisis las 24 horas para veteranos, miembros del servicio militar y sus familias.", phone: "988 (luego oprime 1)", text: "Envía un mensaje de texto al 838255" },
    name: "Veterans Crisis Line",
    helpsWith: "Free, confidential 24/7 crisis support for veterans, service members and their families; you do not need to be enrolled in VA care.",
    phone: "988 (then press 1)",
    text: "Text 838255",
    url: "https://www.veteranscrisisline.net",
    categories: ["crisis", "support"],
    terms: ["veteran", "vet", "military", "service member", "army", "navy", "marine", "air force", "ptsd"],
  },

  /* ------------------------------------------------------------------ food */
  {
    id: "feeding-america",
    es: { helpsWith: "Encuentra el banco de alimentos de tu zona; los bancos de alimentos te indican despensas y comidas gratuitas cerca de ti." },
    name: "Feeding America food bank finder",
    helpsWith: "Finds the food bank that serves your area; food banks point you to pantries and free meal programs near you.",
    url: "https://www.feedingamerica.org/find-your-local-foodbank",
    categories: ["food"],
    terms: ["food", "food bank", "pantry", "food pantry", "hungry", "hunger", "meal", "groceries", "eat", "starving", "grub", "free food", "soup kitchen", "nothing to eat", "empty fridge"],
  },
  {
    id: "national-hunger-hotline",
    es: { helpsWith: "Conecta a quien llama con proveedores de alimentos de emergencia cercanos, programas de nutrición del gobierno y otros servicios.", phone: "1-866-348-6479", line: "En español: 1-877-842-6273 (1-877-8-HAMBRE)." },
    name: "National Hunger Hotline (USDA)",
    helpsWith:
      "Connects callers with emergency food providers near them, government nutrition programs and other services. Spanish: 1-877-842-6273 (1-877-8-HAMBRE).",
    phone: "1-866-348-6479",
    url: "https://www.hungerfreeamerica.org",
    categories: ["food"],
    terms: ["food", "hungry", "hunger", "meal", "feed", "kids meals", "summer meals", "spanish", "comida", "hambre", "emergency food"],
  },
  {
    id: "snap",
    es: { helpsWith: "Beneficios mensuales para comprar alimentos para personas de bajos ingresos (antes llamados cupones de alimentos); se solicitan en la oficina de SNAP de tu estado, listada aquí." },
    name: "SNAP (food assistance benefits)",
    helpsWith: "Monthly benefits to buy groceries for people with low income; you apply through your state's SNAP office, listed here.",
    url: "https://www.fns.usda.gov/snap/state-directory",
    categories: ["food"],
    terms: ["snap", "food stamps", "ebt", "benefits", "groceries", "food assistance", "calfresh", "food card"],
  },
  {
    id: "wic",
    es: { helpsWith: "Alimentos saludables, consejos de nutrición y apoyo para la lactancia para embarazadas, madres y padres recientes, bebés y niños menores de 5 años." },
    name: "WIC",
    helpsWith: "Healthy food, nutrition advice and breastfeeding support for pregnant people, new parents, infants and children under 5.",
    url: "https://www.fns.usda.gov/wic",
    categories: ["food"],
    terms: ["wic", "baby", "infant", "formula", "pregnant", "pregnancy", "breastfeeding", "toddler", "newborn", "new mom"],
  },

  /* --------------------------------------------------------------- housing */
  {
    id: "hud-housing-counseling",
    es: { helpsWith: "Consejería gratuita o de bajo costo de consejeros aprobados por HUD sobre alquiler, cómo evitar un desalojo o una ejecución hipotecaria, comprar una casa y hacer un presupuesto.", phone: "1-800-569-4287" },
    name: "HUD-approved housing counseling",
    helpsWith:
      "Free or low-cost advice from HUD-approved counselors on renting, avoiding eviction or foreclosure, buying a home and budgeting. The link lists counselors near you.",
    phone: "1-800-569-4287",
    url: "https://www.consumerfinance.gov/find-a-housing-counselor/",
    categories: ["housing"],
    terms: [
      "housing",
      "rent",
      "eviction",
      "evict",
      "evicted",
      "landlord",
      "foreclosure",
      "mortgage",
      "behind on rent",
      "lease",
      "tenant",
      "home buying",
      "buy a house",
      "kicked out",
      "notice to vacate",
    ],
  },
  {
    id: "hud-resource-locator",
    es: { helpsWith: "Encuentra tu agencia local de vivienda pública (vivienda pública y vales de Sección 8), apartamentos con ayuda de HUD y ayuda para personas sin hogar." },
    name: "HUD Resource Locator",
    helpsWith:
      "Finds your local public housing agency (public housing and Housing Choice Vouchers, also called Section 8), HUD-assisted apartments and homeless help near you.",
    url: "https://resources.hud.gov",
    categories: ["housing"],
    terms: [
      "housing",
      "apartment",
      "section 8",
      "voucher",
      "public housing",
      "affordable housing",
      "homeless",
      "homelessness",
      "shelter",
      "place to stay",
      "place to live",
      "couch surfing",
      "sleeping in my car",
      "low income housing",
    ],
  },

  /* ----------------------------------------------------------------- grant */
  {
    id: "grants-gov",
    es: { helpsWith: "El sitio oficial para buscar y solicitar subvenciones federales (sobre todo para organizaciones, escuelas, tribus y gobiernos).", phone: "1-800-518-4726" },
    name: "Grants.gov",
    helpsWith:
      "The official place to search and apply for federal grants (mostly for organizations, schools, tribes and governments), with free applicant support.",
    phone: "1-800-518-4726",
    url: "https://www.grants.gov",
    categories: ["grant"],
    terms: ["grant", "grants", "federal grant", "funding", "apply for a grant", "grant application", "nonprofit", "proposal", "funding opportunity", "rfp"],
  },
  {
    id: "candid",
    es: { helpsWith: "Ayuda a organizaciones sin fines de lucro a encontrar fundaciones que financien su trabajo y a escribir propuestas de subvención." },
    name: "Candid",
    helpsWith: "Helps nonprofits find foundations that fund their kind of work and learn to write grant proposals, with free training.",
    url: "https://candid.org",
    categories: ["grant"],
    terms: ["grant writing", "write a grant", "proposal", "foundation", "funder", "nonprofit", "fundraising", "donors", "grant writer"],
  },
  {
    id: "sba",
    es: { helpsWith: "Ayuda gratuita para abrir y hacer crecer un pequeño negocio: programas de financiamiento, préstamos respaldados por la SBA y asesoría local.", phone: "1-800-827-5722" },
    name: "U.S. Small Business Administration (SBA)",
    helpsWith: "Free help to start and grow a small business: funding programs, SBA-backed loans and local counseling.",
    phone: "1-800-827-5722",
    url: "https://www.sba.gov",
    categories: ["grant", "jobs"],
    terms: ["small business", "business", "startup", "loan", "funding", "entrepreneur", "own business", "side hustle", "business plan", "capital"],
  },
  {
    id: "score",
    es: { helpsWith: "Mentoría y talleres gratuitos de voluntarios con experiencia, incluidos planes de negocio y financiamiento." },
    name: "SCORE free business mentoring",
    helpsWith: "Free mentoring and workshops from experienced volunteers, an SBA resource partner, including business plans and funding.",
    url: "https://www.score.org",
    categories: ["grant"],
    terms: ["mentor", "mentoring", "business", "business plan", "small business", "coach", "startup", "workshop"],
  },
  {
    id: "usa-gov-grants",
    es: { helpsWith: "Una guía en lenguaje sencillo sobre quién puede recibir una subvención del gobierno y dónde pueden buscar ayuda financiera las personas." },
    name: "USA.gov: grants and financial help",
    helpsWith: "A plain-language guide to who can get a government grant and where individuals can find financial help instead.",
    url: "https://www.usa.gov/grants",
    categories: ["grant"],
    terms: ["grant", "free money", "government money", "personal grant", "financial help", "grant for me", "grants for individuals"],
  },

  /* ------------------------------------------------------------- community */
  {
    id: "211",
    es: { helpsWith: "Referencias gratuitas y confidenciales a ayuda local de todo tipo: comida, vivienda y refugio, facturas de servicios, salud, cuidado infantil y más. Marca 211 desde la mayoría de los teléfonos.", phone: "211" },
    name: "211",
    helpsWith:
      "Free, confidential referrals to local help of every kind: food, housing and shelter, utility bills, health care, child care and more. Dial 211 from most phones.",
    phone: "211",
    url: "https://www.211.org",
    categories: ["community", "food", "housing", "support"],
    terms: [
      "local",
      "near me",
      "community",
      "resources",
      "help",
      "utilities",
      "utility bill",
      "electric bill",
      "lights",
      "gas bill",
      "water bill",
      "child care",
      "daycare",
      "shelter",
      "neighborhood",
      "referral",
    ],
  },
  {
    id: "usa-benefit-finder",
    es: { helpsWith: "Responde unas preguntas para ver qué beneficios del gobierno podrías recibir, con enlaces para solicitarlos." },
    name: "USA.gov benefit finder",
    helpsWith: "Answer a few questions to see which government benefits you may be able to get, with links to apply.",
    url: "https://www.usa.gov/benefit-finder",
    categories: ["community", "support"],
    terms: ["benefits", "government benefits", "assistance", "programs", "eligible", "eligibility", "qualify", "welfare", "aid", "public assistance", "disability", "medicaid"],
  },
  {
    id: "eldercare-locator",
    es: { helpsWith: "Conecta a personas mayores y a sus cuidadores con servicios locales: comidas, transporte, ayuda en casa y apoyo para cuidadores.", phone: "1-800-677-1116" },
    name: "Eldercare Locator",
    helpsWith: "Connects older adults and caregivers with local services: meals, rides, in-home help, caregiver support and more.",
    phone: "1-800-677-1116",
    url: "https://eldercare.acl.gov",
    categories: ["community", "support"],
    terms: ["senior", "seniors", "elderly", "older", "aging", "grandma", "grandmother", "grandpa", "grandfather", "caregiver", "parents", "meals on wheels", "retired"],
  },

  /* ------------------------------------------------------------------ jobs */
  {
    id: "careeronestop",
    es: { helpsWith: "Herramientas gratuitas del Departamento de Trabajo de EE. UU. para buscar empleo, capacitarse y hacer tu currículum, e información sobre el desempleo.", phone: "1-877-872-5627" },
    name: "CareerOneStop",
    helpsWith: "The U.S. Department of Labor's free job search, training and career tools, including resume help and unemployment information.",
    phone: "1-877-872-5627",
    url: "https://www.careeronestop.org",
    categories: ["jobs"],
    terms: [
      "job",
      "jobs",
      "work",
      "employment",
      "career",
      "hiring",
      "resume",
      "interview",
      "training",
      "laid off",
      "fired",
      "unemployed",
      "out of work",
      "gig",
      "paycheck",
      "apprenticeship",
    ],
  },
  {
    id: "american-job-centers",
    es: { helpsWith: "Ayuda gratuita y en persona cerca de ti para encontrar trabajo, capacitación y orientación profesional.", phone: "1-877-872-5627" },
    name: "American Job Centers",
    helpsWith: "Free, in-person help near you with finding work, job training and career counseling.",
    phone: "1-877-872-5627",
    url: "https://www.careeronestop.org/LocalHelp/AmericanJobCenters/find-american-job-centers.aspx",
    categories: ["jobs"],
    terms: ["job", "job center", "career center", "workforce", "training", "job training", "near me", "career counseling", "hiring", "work"],
  },
  {
    id: "usajobs",
    es: { helpsWith: "El sitio oficial de empleos del gobierno federal." },
    name: "USAJOBS",
    helpsWith: "The official site for federal government jobs, with listings for students, veterans and people with disabilities.",
    url: "https://www.usajobs.gov",
    categories: ["jobs"],
    terms: ["government job", "federal job", "federal", "civil service", "job", "veteran", "jobs"],
  },
  {
    id: "unemployment-insurance",
    es: { helpsWith: "Cómo funciona el seguro de desempleo y cómo presentar una solicitud en tu estado después de perder el empleo." },
    name: "Unemployment benefits (U.S. Department of Labor)",
    helpsWith: "How unemployment insurance works and how to file a claim with your state after losing a job.",
    url: "https://www.dol.gov/general/topic/unemployment-insurance",
    categories: ["jobs"],
    terms: ["unemployment", "unemployed", "laid off", "layoff", "lost my job", "fired", "file a claim", "ui", "benefits"],
  },

  /* --------------------------------------------------------------- support */
  {
    id: "samhsa-helpline",
    es: { helpsWith: "Referencias a tratamiento e información gratuitas y confidenciales las 24 horas sobre salud mental y uso de sustancias, en inglés y en español.", phone: "1-800-662-4357" },
    name: "SAMHSA National Helpline",
    helpsWith:
      "Free, confidential 24/7 treatment referral and information for mental health and substance use, in English and Spanish.",
    phone: "1-800-662-4357",
    url: "https://www.samhsa.gov/find-help/national-helpline",
    categories: ["support"],
    terms: [
      "addiction",
      "drugs",
      "drinking",
      "alcohol",
      "sober",
      "sobriety",
      "rehab",
      "recovery",
      "treatment",
      "substance",
      "opioid",
      "relapse",
      "detox",
      "using",
      "high",
      "mental health",
      "therapy",
    ],
  },
  {
    id: "nami-helpline",
    es: { helpsWith: "Apoyo entre pares, información y referencias gratuitas para personas con una condición de salud mental y para sus familias.", phone: "1-800-950-6264", text: "Envía HELPLINE al 62640" },
    name: "NAMI HelpLine",
    helpsWith: "Free peer support, information and referrals for people living with a mental health condition and for their families and caregivers.",
    phone: "1-800-950-6264",
    text: "Text HELPLINE to 62640",
    url: "https://www.nami.org/help",
    categories: ["support"],
    terms: [
      "mental health",
      "depression",
      "depressed",
      "anxiety",
      "anxious",
      "stress",
      "stressed",
      "bipolar",
      "therapy",
      "therapist",
      "counseling",
      "counselor",
      "lonely",
      "sad",
      "grief",
      "family member",
      "support group",
      "struggling",
    ],
  },
];

export const byId: ReadonlyMap<string, Resource> = new Map(DIRECTORY.map((r) => [r.id, r]));

/** Entries of a category, those whose home it is first, then directory order. */
export function entriesFor(category: Category): Resource[] {
  const home = DIRECTORY.filter((r) => r.categories[0] === category);
  const also = DIRECTORY.filter((r) => r.categories[0] !== category && r.categories.includes(category));
  return [...home, ...also];
}

/** Human names of the categories, for replies. */
export const CATEGORY_LABELS: Record<Category, string> = {
  food: "food",
  housing: "housing",
  grant: "grants and grant writing",
  community: "community resources",
  jobs: "jobs",
  support: "support services",
  crisis: "crisis help",
};
