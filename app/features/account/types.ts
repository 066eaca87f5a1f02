import type { AgeGroup } from "~/domain/age-groups";
import type { CurrencyCode } from "~/domain/money";
import type { OrderStatus } from "~/features/checkout/confirmation/types";

/** What /account shows a signed-in person: the records made with their confirmed email address. */
export interface MyEvent {
  cityName: string;
  /** The event's own wording of its dates, already in its time zone. */
  dateText: string;
  startsOn: string | null;
  endsOn: string | null;
  timeZone: string;
  /** An online program: no venue, door or age group. */
  isOnline?: boolean;
}

export interface MyOrder {
  number: string;
  status: OrderStatus;
  event: MyEvent;
  currency: CurrencyCode;
  totalMinor: number;
  seatCount: number;
  createdAt: string;
  /** The confirmation page behind the order's unguessable reference. */
  confirmationUrl: string;
  /** The calendar file, only where /api/orders/:token/calendar.ics serves one (paid, dated). */
  calendarUrl: string | null;
}

export interface MyStudent {
  fullName: string;
  ageGroup: AgeGroup;
  event: MyEvent;
  enrolled: boolean;
  /** Set when the order is the viewer's own; a student named by email in someone else's order sees no order. */
  orderNumber: string | null;
}

export interface MyAuditionRegistration {
  fullName: string;
  ageGroup: AgeGroup;
  event: MyEvent;
  registeredAt: string;
}

export interface MyRecords {
  orders: MyOrder[];
  students: MyStudent[];
  auditions: MyAuditionRegistration[];
}
