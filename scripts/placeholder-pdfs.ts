/**
 * Writes the small placeholder PDFs the pages link to (chapter-one previews, the white paper) into
 * web/public/docs, so no link is dead before the owner has the real files. Replace a file there
 * with the real PDF of the same name. Run: npx tsx scripts/placeholder-pdfs.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isMainModule } from "./lib/script-main";

const docs: Record<string, { title: string; lines: string[] }> = {
  "hollow-star-chapter-1.pdf": {
    title: "The Hollow Star of Zahra NY - Chapter One (preview)",
    lines: ["The chapter-one preview is being prepared.", "Check back soon, or join the community for first access."],
  },
  "glitch-code-chapter-1.pdf": {
    title: "Glitch Code - Chapter One (preview)",
    lines: ["The chapter-one preview is being prepared.", "Check back soon, or join the community for first access."],
  },
  "arendelle-nexus-white-paper.pdf": {
    title: "The Arendelle Nexus - White Paper",
    lines: ["An invite-only initiative of SoulCode Studio.", "The full white paper is shared with invited members."],
  },
};

const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF 1.4 with Helvetica text: objects, then a byte-exact cross-reference table. */
function pdf(title: string, lines: string[]): string {
  const text = [`BT /F1 20 Tf 72 720 Td (${escape(title)}) Tj ET`]
    .concat(lines.map((line, i) => `BT /F1 12 Tf 72 ${680 - i * 20} Td (${escape(line)}) Tj ET`))
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Title (${escape(title)}) /Producer (SoulCode Studio) >>`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** Where the PDFs live; the owner replaces a file there with the real PDF of the same name. */
export const PDF_DIR = "web/public/docs";

/**
 * Every placeholder PDF, file name -> exact bytes (latin1). The launch check compares the files on
 * disk with these, so a replaced file stops being reported without any list to update.
 */
export function placeholderPdfs(): Record<string, string> {
  return Object.fromEntries(Object.entries(docs).map(([file, { title, lines }]) => [file, pdf(title, lines)]));
}

if (isMainModule(import.meta.url)) {
  mkdirSync(PDF_DIR, { recursive: true });
  for (const [file, bytes] of Object.entries(placeholderPdfs())) writeFileSync(join(PDF_DIR, file), bytes, "latin1");
  console.log(`Wrote ${Object.keys(docs).length} placeholder PDFs to ${PDF_DIR}`);
}
