import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { IconHeading } from "../../components/ui/icon-chip";
import { cn } from "../../lib/cn";

/** A titled box of the kit, a named region of the page. */
export function KitBox({
  id,
  title,
  icon,
  tone = "plain",
  children,
  className,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  tone?: "plain" | "gold" | "royal";
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        "card min-w-0 scroll-mt-20 p-6 sm:p-8",
        tone === "gold" && "border-frame bg-gradient-to-br from-tint-gold to-surface",
        tone === "royal" && "bg-gradient-to-br from-tint-royal to-surface",
        className,
      )}
    >
      <IconHeading icon={icon} id={`${id}-heading`} title={title} />
      <div className="mt-5">{children}</div>
    </section>
  );
}
