import { Crown, GraduationCap, Palette, Rocket, Sparkles, type LucideIcon } from "lucide-react";
import type { IconName } from "../../content/content-types";

/** The icons Home's copy names, imported one by one so the page chunk carries only these. */
export const homeIcons: Partial<Record<IconName, LucideIcon>> = { Crown, GraduationCap, Palette, Rocket, Sparkles };

export function homeIcon(name: IconName): LucideIcon {
  return homeIcons[name] ?? Sparkles;
}
