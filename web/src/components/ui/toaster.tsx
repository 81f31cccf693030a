import { Toaster as Sonner } from "sonner";
// A stylesheet file of the toasts chunk (allowed by the CSP as our own), not a <style> sonner inserts.
import "sonner/dist/styles.css";

/**
 * Toasts (decision 0006): one visible at a time, 5000 ms, F8 focuses the toast region, swipe
 * right to dismiss (sonner's own swipe threshold applies; see docs/decisions/0006-toasts-and-errors.md).
 */
export default function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      position="bottom-right"
      closeButton
      richColors
      containerAriaLabel="Notifications"
    />
  );
}
