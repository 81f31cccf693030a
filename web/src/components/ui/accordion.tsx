import ChevronDown from "lucide-react/icons/chevron-down";
import { createContext, useContext, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

// The group's name: <details> elements that share a name open one at a time (the browser does it).
const GroupName = createContext<string | undefined>(undefined);

/**
 * Single, collapsible accordion: one open item or none (spec: the FAQ). Native `<details name>`,
 * so it works before hydration and without JavaScript, and React never owns the open state
 * (docs/decisions/0030-native-controls.md).
 */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  const name = useId();
  return (
    <GroupName value={name}>
      <div className={cn("divide-y divide-line rounded-2xl border border-line bg-surface", className)}>{children}</div>
    </GroupName>
  );
}

export function AccordionItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details name={useContext(GroupName)} className="group/item first:rounded-t-2xl last:rounded-b-2xl">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-ink hover:text-royal sm:px-6 [&::-webkit-details-marker]:hidden">
        <h3 className="font-display text-lg font-semibold">{title}</h3>
        <ChevronDown aria-hidden className="size-5 shrink-0 text-accent transition-transform duration-200 group-open/item:rotate-180" />
      </summary>
      <div className="px-5 pb-5 text-muted sm:px-6">{children}</div>
    </details>
  );
}
