import { CircleHelp, Clapperboard, Info, LifeBuoy, ReceiptText, Shirt, Video, type LucideIcon } from "lucide-react";
import type { FaqIconName } from "~/content/faq-types";

/** The lucide component for each icon name a FAQ category may use. */
export const faqIcons: Record<FaqIconName, LucideIcon> = {
  Info,
  Clapperboard,
  Video,
  ReceiptText,
  Shirt,
  LifeBuoy,
  CircleHelp,
};
