import { ChevronDown } from "lucide-react";
import { Accordion as Radix } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** Single, collapsible accordion: one open item or none (spec: the FAQ). */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Radix.Root type="single" collapsible className={cn("divide-y divide-line rounded-2xl border border-line bg-surface", className)}>
      {children}
    </Radix.Root>
  );
}

export function AccordionItem({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Radix.Item value={value} className="group/item first:rounded-t-2xl last:rounded-b-2xl">
      <Radix.Header asChild>
        <h3>
          <Radix.Trigger className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-display text-lg font-semibold text-ink hover:text-royal sm:px-6">
            {title}
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-accent transition-transform duration-200 group-data-[state=open]/item:rotate-180"
            />
          </Radix.Trigger>
        </h3>
      </Radix.Header>
      <Radix.Content className="overflow-hidden px-5 pb-5 text-muted sm:px-6">{children}</Radix.Content>
    </Radix.Item>
  );
}
