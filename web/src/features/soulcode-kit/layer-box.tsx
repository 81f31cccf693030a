import { useState } from "react";
import { layerToggleLabels, modeCardLabels, soulCodeLayerBox } from "../../content/soulcode-kit-templates";
import { cn } from "../../lib/cn";
import { CopyButton } from "./copy-button";

/**
 * The six Soul Code layers. Each has its own copy button; visitors can also switch layers on
 * and copy all their lines at once (quick-start step 3: "optionally toggle Soul Code layers").
 */
export function LayerList() {
  const [on, setOn] = useState<ReadonlySet<string>>(new Set());
  const selected = soulCodeLayerBox.layers.filter((l) => on.has(l.id));
  const toggle = (id: string) =>
    setOn((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="layer-list">
        {soulCodeLayerBox.layers.map((l) => {
          const checked = on.has(l.id);
          return (
            <li
              key={l.id}
              className={cn(
                "flex min-w-0 flex-col rounded-xl border bg-surface p-5 transition-colors",
                checked ? "border-royal ring-1 ring-royal" : "border-line",
              )}
            >
              <h3 className="font-display text-xl font-semibold text-ink">{l.name}</h3>
              <p className="mt-1 text-sm text-muted">{l.description}</p>
              <p className="mt-3 flex-1 rounded-lg bg-surface-2 px-3 py-2 font-mono text-[0.8125rem] leading-relaxed break-words text-ink">
                {l.snippet}
              </p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => toggle(l.id)}
                    className="size-5 cursor-pointer accent-[var(--c-royal)]"
                  />
                  {layerToggleLabels.include}
                  <span className="sr-only">: {l.name}</span>
                </label>
                <CopyButton text={l.snippet} label={modeCardLabels.copy} context={`${l.name} layer`} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-4">
        <p className="text-sm text-muted" aria-live="polite">
          {layerToggleLabels.selected.replace("{count}", String(selected.length))}
        </p>
        <CopyButton
          text={selected.map((l) => l.snippet).join("\n")}
          label={layerToggleLabels.copySelected}
          variant="royal"
          disabled={selected.length === 0}
        />
      </div>
    </>
  );
}
