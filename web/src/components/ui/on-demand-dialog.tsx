/**
 * A dialog whose code (radix and the form) loads when the visitor wants it, not with the page
 * (radix and the forms stay out of every page's first load). Until then a plain button with the trigger's look
 * and name stands in; pointing at it or focusing it starts the download, and a click (or Enter,
 * or a click made before hydration and replayed) swaps in the real dialog and opens it through
 * its own trigger, so radix's focus handling (focus moves in, is trapped, returns to the trigger
 * on close) is the same as if it had been there all along.
 */
import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "./button";

// One download per loader, shared by every instance; a failed one may be tried again.
const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
function start<M>(load: () => Promise<M>): Promise<M> {
  let pending = loads.get(load) as Promise<M> | undefined;
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loads.delete(load);
      throw error;
    });
    loads.set(load, pending);
  }
  return pending;
}

export function OnDemandDialog<M>({
  load,
  show,
  label,
  variant,
}: {
  /** The dialog's module (a stable function: module scope). */
  load: () => Promise<M>;
  /** The real dialog, its trigger included, from the loaded module. */
  show: (module: M) => ReactNode;
  label: string;
  variant: ComponentProps<typeof Button>["variant"];
}) {
  const [loaded, setLoaded] = useState<{ module: M } | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  const openOnArrival = useRef(false);

  useLayoutEffect(() => {
    if (!loaded || !openOnArrival.current) return;
    openOnArrival.current = false;
    box.current?.querySelector("button")?.click();
  }, [loaded]);

  const prefetch = () => void start(load).catch(() => undefined);
  const open = () => {
    openOnArrival.current = true;
    start(load).then(
      (module) => setLoaded({ module }),
      () => (openOnArrival.current = false),
    );
  };

  // `display: contents`: the box adds no layout of its own (the buttons stay flex items).
  return (
    <span ref={box} className="contents">
      {loaded ? (
        show(loaded.module)
      ) : (
        <Button variant={variant} aria-haspopup="dialog" aria-expanded={false} onPointerEnter={prefetch} onFocus={prefetch} onClick={open}>
          {label}
        </Button>
      )}
    </span>
  );
}
