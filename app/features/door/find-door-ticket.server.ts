import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, orderStudents, orders } from "~/db/schema";
import type { DoorPersonKind, DoorPersonRef } from "./types";

export interface DoorTicket {
  kind: DoorPersonKind;
  id: number;
  name: string;
  eventId: number;
  /** An audition registration is free; a student's ticket is good once its order is paid. */
  paid: boolean;
}

/** A ticket by the person it names or by the code on its QR code; null when there is none. */
export async function findDoorTicket(options: { db: Db; ticket: DoorPersonRef | { ticketCode: string } }): Promise<DoorTicket | null> {
  const { db, ticket } = options;
  const byCode = "ticketCode" in ticket;
  if (byCode || ticket.kind === "student") {
    const [student] = await db
      .select({ id: orderStudents.id, name: orderStudents.fullName, eventId: orders.eventId, status: orders.status })
      .from(orderStudents)
      .innerJoin(orders, eq(orders.id, orderStudents.orderId))
      .where(byCode ? eq(orderStudents.ticketCode, ticket.ticketCode) : eq(orderStudents.id, ticket.id))
      .limit(1);
    if (student) return { kind: "student", id: student.id, name: student.name, eventId: student.eventId, paid: student.status === "paid" };
    if (!byCode) return null;
  }
  const [registration] = await db
    .select({ id: auditionRegistrations.id, name: auditionRegistrations.fullName, eventId: auditionRegistrations.eventId })
    .from(auditionRegistrations)
    .where(byCode ? eq(auditionRegistrations.ticketCode, ticket.ticketCode) : eq(auditionRegistrations.id, ticket.id))
    .limit(1);
  return registration ? { kind: "audition", ...registration, paid: true } : null;
}
