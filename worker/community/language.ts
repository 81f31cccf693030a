/**
 * English or Spanish: the Porch answers in the visitor's language. A message is Spanish when it
 * has Spanish punctuation (¿ ¡) or more Spanish-only words than English-only ones. Words both
 * languages share ("no", "a", "real", "hotel") count for neither.
 */
import { plainWords } from "./plain-text";

export type Language = "en" | "es";

const SPANISH = new Set(
  (
    "hola gracias necesito necesitamos ayuda ayudame ayudenme donde puedo puedes quiero quisiera tengo tenemos estoy estamos " +
    "eres es esta son soy mi mis tu su para con sin por favor que como cuanto cuesta cuando el la los las un una unos unas " +
    "del al y pero porque tambien muy mas hay hijo hijos hija hijas ninos nino bebe familia casa comida comer hambre " +
    "despensa alimentos cupones estampillas vivienda alquiler renta desalojo desalojar desalojan desalojaron casero dueno " +
    "refugio calle trabajo empleo desempleo despidieron despedido busco buscar beca becas subvencion subvenciones dinero negocio " +
    "beneficios programas salud mental deprimido deprimida depresion ansiedad triste sola solo drogas alcoholismo " +
    "morir matarme suicidarme suicidio vida quitarme lastimarme cortarme golpea pega maltrata amenaza peligro emergencia " +
    "persona humano humana robot pagina sitio calendario precio cuesta cuestan inscribirme inscribir clases curso cursos " +
    "contacto correo hablar alguien habla espanol gratis gratuita gratuito ayudar cerca aqui ahora hoy ya nadie nada quien"
  ).split(" "),
);

const ENGLISH = new Set(
  (
    "the i im my me you your need help where can how what is are do does want get got food job jobs rent house " +
    "and to for of in on with this that it have has just please know find looking someone any"
  ).split(" "),
);

export function detectLanguage(message: string): Language {
  if (/[¿¡ñÑ]/.test(message)) return "es";
  let es = 0;
  let en = 0;
  for (const w of plainWords(message)) {
    if (SPANISH.has(w)) es += 1;
    if (ENGLISH.has(w)) en += 1;
  }
  return es > en ? "es" : "en";
}
