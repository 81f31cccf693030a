import type { LucideIcon } from "lucide-react";
import BadgeCheck from "lucide-react/icons/badge-check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import CalendarDays from "lucide-react/icons/calendar-days";
import Hammer from "lucide-react/icons/hammer";
import InfinityIcon from "lucide-react/icons/infinity";
import LayoutTemplate from "lucide-react/icons/layout-template";
import MonitorPlay from "lucide-react/icons/monitor-play";
import Sparkles from "lucide-react/icons/sparkles";
import Users from "lucide-react/icons/users";
import Video from "lucide-react/icons/video";
import Workflow from "lucide-react/icons/workflow";
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
