import { useState } from "react";

/**
 * State for a controlled text field that keeps what the visitor typed before hydration: the
 * prerendered field is live as soon as it paints, and hydrating it with "" would wipe the text.
 * On the server (and for fields mounted after hydration) the start value is "", as before.
 */
export function useFieldValueFromDom(id: string) {
  return useState(() => {
    if (typeof document === "undefined") return "";
    const field = document.getElementById(id);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
  });
}
