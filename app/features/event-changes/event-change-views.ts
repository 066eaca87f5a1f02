import type { CancellationRefundProblem } from "~/domain/cancellation-refund-problem";
import type { CancellationProgress, RefundStatus } from "./event-change-jobs";

/** Who a cancellation reaches, as the confirmation names it. */
export interface CancellationImpact {
  /** Paid orders: each is refunded in full. */
  orders: number;
  students: number;
  auditions: number;
  waitlist: number;
  /** Unpaid orders whose seats are still held: released on cancelling. */
  holds: number;
}

export interface CancellationPage {
  event: { id: number; cityName: string; slug: string; dateText: string; version: number; isCancelled: boolean };
  impact: CancellationImpact;
  cancellation: null | {
    reason: string | null;
    actorEmail: string;
    createdAt: string;
    job: { status: string; lastError: string | null; progress: CancellationProgress } | null;
    orders: Array<{ number: string; buyerEmail: string; amount: string; refund: RefundStatus; problem: CancellationRefundProblem | null; /** Words of rows from before `problem`. */ note: string | null }>;
  };
}

export interface DateChangeRow {
  orderNumber: string;
  buyerEmail: string;
  emailedAt: string | null;
  respondBy: string | null;
  /** A buyer's answer, or, with none: still open, past the deadline and becoming a credit, or the credit issued. */
  answer: "keep" | "refund" | "credit" | "none" | "lapsed" | "lapsed_credit";
  answeredAt: string | null;
  creditCode: string | null;
}

export interface DateChangePage {
  event: { id: number; cityName: string; dateText: string; startsOn: string | null; endsOn: string | null; timeZone: string; version: number; isCancelled: boolean };
  /** Buyers of paid orders now: whom a change would email (the confirmation says how many). */
  paidOrders: number;
  changes: Array<{ id: number; from: string; to: string; actorEmail: string; createdAt: string; job: { status: string; queued: number; total: number } | null; rows: DateChangeRow[] }>;
}

