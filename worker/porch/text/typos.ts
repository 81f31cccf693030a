/**
 * The Porch's one typo corrector: which word of a known list a misspelling most likely meant,
 * found through an index of one- and two-letter deletions, so a word costs a few hash look-ups and
 * never a scan of the list (docs/decisions/0061-porch-under-pressure.md). The normaliser uses it
 * for the key words of danger, retrieval for the directory's stems.
 *
 * It keeps nothing between calls: a message's corrections are part of that message's reading
 * (reading.ts), so no visitor's words can change what a later visitor is told
 * (docs/decisions/0074-porch-one-reading.md).
 */

/** Every string made by deleting up to `depth` letters of `word` (the word itself included). */
function deletions(word: string, depth: number, out = new Set<string>()): Set<string> {
  out.add(word);
  if (depth === 0 || word.length <= 1) return out;
  for (let i = 0; i < word.length; i++) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!out.has(shorter)) deletions(shorter, depth - 1, out);
  }
  return out;
}

export type CorrectorOptions = {
  /** A word of this length or shorter is corrected only for a dropped letter ("kil"): "dice" is no "die". */
  short: number;
  /** Words of at least this length may be two edits away. */
  twoEditsFrom: number;
};

export class Corrector {
  private readonly near1 = new Map<string, string>();
  private readonly near2 = new Map<string, string>();

  constructor(
    words: Iterable<string>,
    private readonly options: CorrectorOptions,
  ) {
    // Two words are within one edit (a letter added, dropped, changed, or two swapped) when their
    // one-deletion sets meet; within two when their two-deletion sets meet. The first word listed wins a tie.
    const list = [...words];
    for (const key of list) for (const d of deletions(key, 1)) if (!this.near1.has(d)) this.near1.set(d, key);
    for (const key of list) {
      if (key.length >= options.twoEditsFrom) for (const d of deletions(key, 2)) if (!this.near2.has(d)) this.near2.set(d, key);
    }
  }

  /** The known word `token` most likely meant, or null (a known word itself is returned as it is). */
  correct(token: string): string | null {
    const { short, twoEditsFrom } = this.options;
    if (token.length <= short) {
      const key = this.near1.get(token);
      return key && key.length === token.length + 1 ? key : null;
    }
    // One edit: the word itself and each one-letter deletion of it, without building a set.
    for (let i = -1; i < token.length; i++) {
      const key = this.near1.get(i < 0 ? token : token.slice(0, i) + token.slice(i + 1));
      if (key && Math.abs(key.length - token.length) <= 1) return key;
    }
    // Two edits: each one-letter deletion and, after each, the two-letter deletions that begin
    // with it, without a set of them built first (which cost more than the look-ups).
    if (token.length >= twoEditsFrom) {
      for (let i = -1; i < token.length; i++) {
        const one = i < 0 ? token : token.slice(0, i) + token.slice(i + 1);
        const key = this.near2.get(one);
        if (key && Math.abs(key.length - token.length) <= 2) return key;
        if (i < 0) continue;
        for (let k = i; k < one.length; k++) {
          const key = this.near2.get(one.slice(0, k) + one.slice(k + 1));
          if (key && Math.abs(key.length - token.length) <= 2) return key;
        }
      }
    }
    return null;
  }
}
