/**
 * Turns the links and phone numbers in a reply into links, as React nodes: the reply stays
 * text (React escapes it), so nothing a server or model sends can become markup.
 */
import type { ReactNode } from "react";

export type LinkPart = { text: string; href: string; external: boolean };
export type Part = string | LinkPart;

const PATTERN = new RegExp(
  [
    // 1: an https address (plain http is left as text); trailing punctuation stays outside.
    String.raw`(https:\/\/[^\s<>"'()\[\]]*[^\s<>"'()\[\].,;:!?])`,
    // 2-3: "Text HOME to 741741"
    String.raw`\b[Tt]ext ([A-Z]{2,}) to (\d{5,6})\b`,
    // 4: "Text 988", "Text 838255" (not the first digits of a longer number)
    String.raw`\b[Tt]ext (\d{3,6})\b(?![-.\d])`,
    // 5: US phone numbers: 1-800-662-4357, 800-569-4287, (800) 569-4287
    String.raw`((?:\+?1[-. ])?(?:\(\d{3}\) ?|\b\d{3}[-. ])\d{3}[-. ]\d{4}\b)`,
    // 6: three-digit services after "call"/"dial": "call 911", "Call or text 988", "dial 211"
    String.raw`\b(?:[Cc]all|[Dd]ial)(?: or text)? (911|988|211)\b`,
  ].join("|"),
  "g",
);

export function splitLinks(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const m of text.matchAll(PATTERN)) {
    const at = m.index ?? 0;
    let part: LinkPart;
    let start = at;
    if (m[1]) part = { text: m[1], href: m[1], external: true };
    else if (m[2]) part = { text: m[0], href: `sms:${m[3]}?body=${encodeURIComponent(m[2])}`, external: false };
    else if (m[4]) part = { text: m[0], href: `sms:${m[4]}`, external: false };
    else if (m[5]) {
      const digits = m[5].replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
      part = { text: m[5], href: `tel:+1${digits}`, external: false };
    } else {
      // Only the number is the link; "Call or text " stays text.
      start = at + m[0].length - m[6].length;
      part = { text: m[6], href: `tel:${m[6]}`, external: false };
    }
    if (start > last) parts.push(text.slice(last, start));
    parts.push(part);
    last = start + part.text.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function Linkified({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, i) =>
    typeof part === "string" ? (
      part
    ) : (
      <a
        key={i}
        href={part.href}
        className="font-medium text-royal underline decoration-1 underline-offset-2 hover:decoration-2"
        {...(part.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {part.text}
      </a>
    ),
  );
}
