import {
  BadgeCheck,
  CalendarClock,
  CalendarDays,
  Hammer,
  Infinity as InfinityIcon,
  LayoutTemplate,
  MonitorPlay,
  Sparkles,
  Users,
  Video,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../content/content-types";

const icons: Partial<Record<IconName, LucideIcon>> = {
  BadgeCheck,
  CalendarClock,
  CalendarDays,
  Hammer,
  Infinity: InfinityIcon,
  LayoutTemplate,
  MonitorPlay,
  Users,
  Video,
  Workflow,
};

/** The icons the Think Tank and Bootcamp copy names, imported one by one. */
export function premiumIcon(name: IconName): LucideIcon {
  return icons[name] ?? Sparkles;
}
