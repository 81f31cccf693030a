/**
 * Each page's own CSS: of the site's stylesheet, the rules that can match something on that page.
 * A rule goes only when its selector needs a class that appears nowhere in the page's HTML nor in
 * the JavaScript the page may load (an island's later classes are in its code as strings), so a
 * doubt always keeps the rule (docs/decisions/0052-css-by-page.md).
 */
import postcss, { type Container } from "postcss";

/** Every class an element must carry for `selector` to match, unescaped as it is written in HTML. */
export function requiredClasses(selector: string): string[] {
  // Attribute values may hold dots ([href$=".pdf"]); an escaped "\[" is part of a class name.
  const s = selector.replace(/(?<!\\)\[[^\]]*\]/g, "");
  const required: string[] = [];
  let outside = "";
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\") {
      outside += s.slice(i, i + 2);
      i++;
      continue;
    }
    if (s[i] !== "(") {
      outside += s[i];
      continue;
    }
    let depth = 1;
    let end = i + 1;
    for (; end < s.length && depth > 0; end++) {
      if (s[end] === "\\") end++;
      else if (s[end] === "(") depth++;
      else if (s[end] === ")") depth--;
    }
    const inner = s.slice(i + 1, end - 1);
    // :not(.x) matches elements without x; a list (:is(.a, .b)) needs only one of its members.
    const pseudo = /:([\w-]+)$/.exec(outside)?.[1];
    if (pseudo !== "not" && !inner.includes(",")) required.push(...requiredClasses(inner));
    i = end - 1;
  }
  for (const [, name] of outside.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-]|[^\p{ASCII}])+)/gu)) {
    required.push(name!.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|(.))/g, (_, hex?: string, char?: string) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char!)));
  }
  return required;
}

/** `css` without the rules whose selectors need a class for which `used` says no. */
export function pruneCss(css: string, used: (className: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every(used));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // @media and @supports blocks left empty go too; @layer blocks stay (they fix the layers' order).
  const dropEmpty = (container: Container) =>
    container.each((node) => {
      if (node.type !== "atrule" || !node.nodes) return;
      dropEmpty(node);
      if (node.nodes.length === 0 && node.name !== "layer") node.remove();
    });
  dropEmpty(root);
  return root.toString();
}
