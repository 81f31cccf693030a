/**
 * Copy text for the Soul Code kit: the Clipboard API first; if it is missing or
 * refuses, a hidden textarea and the legacy copy command; the visitor sees "Copied!" either way,
 * or the destructive "Copy failed" toast when both fail.
 */
import { notify } from "./notify";
import { copyToasts } from "../content/soulcode-kit-templates";

/** The legacy path: select a hidden textarea and run the copy command. */
function copyWithTextarea(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.setAttribute("aria-hidden", "true");
  area.style.position = "fixed";
  area.style.top = "0";
  area.style.left = "0";
  area.style.width = "1px";
  area.style.height = "1px";
  area.style.opacity = "0";
  const active = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  area.focus({ preventScroll: true });
  area.select();
  area.setSelectionRange(0, text.length);
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  active?.focus({ preventScroll: true });
  return ok;
}

/** Copies `text`; resolves true when one of the two ways worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("Clipboard API unavailable");
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithTextarea(text);
  }
}

/** Copies `text` and tells the visitor how it went. */
export async function copyWithToast(text: string): Promise<boolean> {
  const ok = await copyText(text);
  if (ok) notify("success", copyToasts.success);
  else notify("error", copyToasts.failure);
  return ok;
}
