import type { LucideIcon } from "lucide-react";
import Apple from "lucide-react/icons/apple";
import Bot from "lucide-react/icons/bot";
import Briefcase from "lucide-react/icons/briefcase";
import Compass from "lucide-react/icons/compass";
import FileText from "lucide-react/icons/file-text";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import House from "lucide-react/icons/house";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
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
