import type { AgeGroup } from "~/domain/age-groups";
import type { CurrencyCode } from "~/domain/money";
import type { OnlineAccess } from "~/domain/page-config";

export type OrderStatus = "pending" | "paid" | "expired" | "cancelled" | "refunded";

export interface OrderLineView {
  tierKey: string;
  label: string;
  quantity: number;
  isAddOn: boolean;
  unitPriceMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
  /** Taken online (its tier is virtual): no seat at a venue, no door. */
  isOnline?: boolean;
}

export interface OrderStudentView {
  position: number;
  fullName: string;
  age: number;
  ageGroup: AgeGroup;
  parentName: string | null;
  enrolled: boolean;
  /** Shown as a QR code for the door once the order is paid. */
  ticketCode?: string;
}

/** An order as its buyer may see it (reached only through its unguessable token). */
export interface OrderView {
  number: string;
  token: string;
  status: OrderStatus;
  provider: "test" | "stripe";
  buyerName: string;
  buyerEmail: string;
  event: {
    slug: string;
    cityName: string;
    dateText: string;
    startsOn: string | null;
    endsOn: string | null;
    timeZone: string;
    venueName: string | null;
    venueAddress: string | null;
    /** An online program (the event's kind is virtual): every line of it is taken online. */
    isOnline?: boolean;
    /** The program's own joining instructions from its page configuration, when it has them. */
    onlineAccess?: OnlineAccess | null;
  };
  currency: CurrencyCode;
  lines: OrderLineView[];
  discounts: Array<{ code: string; description: string; amountMinor: number }>;
  subtotalMinor: number;
  discountMinor: number;
  /** A credit that paid part of it (its code and amount); `totalMinor` is what was left to pay. */
  credit?: { code: string; amountMinor: number } | null;
  totalMinor: number;
  /** Upgrades paid after the order, each with its own payment (decision 0035); `totalMinor` is the order's own. */
  upgrades?: Array<{ fromLabel: string; toLabel: string; studentName: string | null; amountMinor: number }>;
  /** Seats one ticket each (add-ons excluded): the students this order needs. */
  seatCount: number;
  students: OrderStudentView[];
  holdExpiresAt: string;
  paidAt: string | null;
  lastPaymentError: string | null;
  createdAt: string;
}
