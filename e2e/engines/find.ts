/**
 * Finding an element the way a person names it (a button's label, a field's label, a dialog's
 * title), in the page. This function is sent to the page as source, so it uses nothing from
 * outside its own body.
 */
export type Find = {
  css?: string;
  role?: "button" | "link" | "field" | "dialog" | "heading";
  /** The accessible name: exactly this text (spaces collapsed), or a match of this pattern source when `pattern` is set. */
  name?: string;
  pattern?: boolean;
  within?: Find;
};

export function findElement(spec: Find): HTMLElement | null {
  const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (el: Element): string => {
    const label = el.getAttribute("aria-label");
    if (label) return label.trim();
    const by = el.getAttribute("aria-labelledby");
    if (by)
      return by
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(" ");
    return text(el);
  };
  const matches = (name: string) => (spec.name === undefined ? true : spec.pattern ? new RegExp(spec.name).test(name) : name === spec.name);
  const shown = (el: Element) => el.getClientRects().length > 0;
  const scope: ParentNode = spec.within ? (findElement(spec.within) ?? document.createElement("div")) : document;
  const all = (css: string) => [...scope.querySelectorAll<HTMLElement>(css)].filter(shown);

  // Each role: what carries it, and the element's name (headings are named by their text alone).
  const roles = {
    button: ["button, [role=button]", nameOf],
    link: ["a[href]", nameOf],
    dialog: ["[role=dialog], dialog", nameOf],
    heading: ["h1, h2, h3, h4, h5, h6", text],
  } as const;
  let found: HTMLElement[];
  if (spec.role === "field") {
    found = all("label")
      .filter((label) => matches(text(label)))
      .map((label) => (label as HTMLLabelElement).control as HTMLElement | null)
      .filter((el): el is HTMLElement => el !== null);
  } else if (spec.role) {
    const [css, name] = roles[spec.role];
    found = all(css).filter((el) => matches(name(el)));
  } else {
    found = all(spec.css ?? "*");
  }
  if (spec.css && spec.role) found = found.filter((el) => el.matches(spec.css!));
  return found[0] ?? null;
}
