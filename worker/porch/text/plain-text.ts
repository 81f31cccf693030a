/**
 * A message as every Porch matcher reads it: lower case, accents and apostrophes dropped ("¿Dónde"
 * -> "donde", "don't" -> "dont"), and any run of other non-letters one space. The crisis check,
 * the language guess, retrieval and the site answers must all see the same text, or a phrase one
 * of them knows could slip past another.
 */
export function plainText(message: string): string {
  return message
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function plainWords(message: string): string[] {
  const text = plainText(message);
  return text ? text.split(" ") : [];
}
