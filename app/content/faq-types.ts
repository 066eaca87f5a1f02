import type { RichContent } from "~/components/rich-text";

/** The lucide icons a FAQ category may show (see app/features/faq/icons.ts). */
export const FAQ_ICON_NAMES = ["Info", "Clapperboard", "Video", "ReceiptText", "Shirt", "LifeBuoy", "CircleHelp"] as const;
export type FaqIconName = (typeof FAQ_ICON_NAMES)[number];

export interface FaqQuestion {
  readonly question: string;
  /** Answer copy: one paragraph, or blocks with lists and links (see RichContent). */
  readonly answer: RichContent;
}

export interface FaqCategory {
  /** Stable id for anchors and disclosure state, e.g. "refund-policies". */
  readonly id: string;
  readonly category: string;
  /** Name of a lucide icon. */
  readonly icon: FaqIconName;
  readonly questions: readonly FaqQuestion[];
}
