import type { LucideIcon } from "lucide-react";
import Crown from "lucide-react/icons/crown";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Palette from "lucide-react/icons/palette";
import Rocket from "lucide-react/icons/rocket";
import Sparkles from "lucide-react/icons/sparkles";
import type { IconName } from "../../content/content-types";

/** The icons Home's copy names, imported one by one so the page chunk carries only these. */
export const homeIcons: Partial<Record<IconName, LucideIcon>> = { Crown, GraduationCap, Palette, Rocket, Sparkles };

export function homeIcon(name: IconName): LucideIcon {
  return homeIcons[name] ?? Sparkles;
}
