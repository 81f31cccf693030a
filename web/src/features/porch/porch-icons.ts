import { Apple, Bot, Briefcase, Compass, FileText, HeartHandshake, House, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import type { PorchIconName } from "../../content/porch";

/** Exactly the icons the Porch's copy names (see PorchIconName), so the bundle carries only these. */
export const porchIcons: Record<PorchIconName, LucideIcon> = {
  Apple,
  Bot,
  Briefcase,
  Compass,
  FileText,
  HeartHandshake,
  House,
  ShieldCheck,
  Users,
};
