import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { QrCodeSvg } from "~/components/qr-code-svg";
import { Button } from "~/components/ui/button";
import { doorCopy } from "~/content/door";
import { checkoutCopy } from "~/content/checkout";
import { onlineOrderCopy, onlineProgramWords } from "~/content/online-order";
import { AGE_GROUP_LABELS } from "~/domain/age-groups";
import { splitOrderParts } from "~/domain/order-parts";
import { track } from "~/lib/analytics";
import type { OrderView } from "../types";
import { RefundPolicy } from "../../components/checkout-page";
import { OrderLines } from "../../components/order-lines";
import { TestModeNotice } from "../../components/test-mode-notice";

export interface OrderConfirmationProps {
  order: OrderView;
  calendarUrl: string;
  studentsUrl: string;
  testMode: boolean;
  /** Each named student's door ticket of a paid order, its QR code drawn by the server. */
  tickets?: Array<{ name: string; code: string; size: number; path: string }>;
}

const POLL_MS = 2000;
const POLL_FOR_MS = 120_000;

/** /order-confirmation: reads the order's state only. A pending order (the provider's webhook still on its way) is re-read until it settles. */
export function OrderConfirmation({ order, calendarUrl, studentsUrl, testMode, tickets = [] }: OrderConfirmationProps) {
  const copy = checkoutCopy.confirmation;
  const revalidator = useRevalidator();
  const paid = order.status === "paid";

  useEffect(() => {
    if (order.status !== "pending" || Date.now() - Date.parse(order.createdAt) > POLL_FOR_MS) return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [order.status, order.createdAt, revalidator]);

  useEffect(() => {
    if (!paid) return;
    const key = `purchaseTracked:${order.number}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, "1");
    } catch {
      // Without storage a reload may track twice; the server's own record stays exact.
    }
    track({ name: "Purchase", params: { value: order.totalMinor / 100, currency: order.currency } });
  }, [paid, order.number, order.totalMinor, order.currency]);

  const missing = Math.max(0, order.seatCount - order.students.length);
  // What the order holds decides what the page says: a venue, the door, what to wear and age groups belong to in-person tickets only.
  const parts = splitOrderParts(order.lines, order.event.isOnline);
  const online = parts.hasOnline ? onlineProgramWords(order.event, parts.online) : null;
  const inPerson = parts.hasInPerson;
  const paidTitle = inPerson || !online ? copy.title : onlineOrderCopy.page.title(online.programName);
  const title = paid ? paidTitle : order.status === "pending" ? copy.pendingTitle : copy.failedTitle;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6" data-order-status={order.status} data-order-part={inPerson ? (online ? "mixed" : "in-person") : "online"}>
      <h1 className="text-3xl font-bold">{title}</h1>
      {testMode && (
        <div className="mt-6">
          <TestModeNotice />
        </div>
      )}
      {order.status === "pending" && (
        <p aria-live="polite" className="mt-4 text-neutral-300">
          {copy.pendingBody}
        </p>
      )}
      {paid && <p className="mt-4 text-neutral-200">{copy.emailed(order.buyerEmail)}</p>}
      {order.status === "refunded" && order.lastPaymentError && (
        <p data-refund-notice className="mt-4 rounded-lg border border-amber-400/40 bg-amber-500/10 p-3 text-amber-100">
          {order.lastPaymentError}
        </p>
      )}
      <dl className="mt-6 grid gap-1 sm:grid-cols-[10rem_1fr]">
        <dt className="text-neutral-400">{copy.orderNumber}</dt>
        <dd data-order-number className="font-mono text-lg font-semibold">
          {order.number}
        </dd>
        <dt className="text-neutral-400">Status</dt>
        <dd>{checkoutCopy.statusLabels[order.status]}</dd>
        {inPerson ? (
          <>
            <dt className="text-neutral-400">Event</dt>
            <dd>
              {order.event.cityName} · {order.event.dateText}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-neutral-400">{onlineOrderCopy.page.program}</dt>
            <dd data-order-program>{online?.programName}</dd>
            <dt className="text-neutral-400">{onlineOrderCopy.page.access}</dt>
            <dd>{order.event.dateText}</dd>
          </>
        )}
        {inPerson && order.event.venueName && (
          <>
            <dt className="text-neutral-400">Venue</dt>
            <dd>
              {order.event.venueName}
              {order.event.venueAddress ? `, ${order.event.venueAddress}` : ""}
            </dd>
          </>
        )}
      </dl>
      <div className="mt-6 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
        <OrderLines currency={order.currency} lines={order.lines} discounts={order.discounts} credit={order.credit} subtotalMinor={order.subtotalMinor} totalMinor={order.totalMinor} upgrades={order.upgrades} />
      </div>
      {paid && inPerson && order.event.startsOn && (
        <Button asChild className="mt-6">
          <a href={calendarUrl} download>
            {copy.calendar}
          </a>
        </Button>
      )}
      {order.seatCount > 0 && (
        <div className="mt-8" data-order-students>
          <h2 className="text-lg font-semibold">{inPerson ? copy.studentsTitle : onlineOrderCopy.page.participantsTitle}</h2>
          <ul className="mt-2 space-y-1">
            {order.students.map((s) => (
              <li key={s.position}>
                {inPerson ? `${s.fullName} · ${AGE_GROUP_LABELS[s.ageGroup]} · ${s.enrolled ? "Enrolled" : "Enrolled once paid"}` : s.fullName}
              </li>
            ))}
          </ul>
          {missing > 0 && (order.status === "paid" || order.status === "pending") && (
            <p className="mt-2">
              {copy.studentsMissing(missing)}{" "}
              <Link to={studentsUrl} className="font-semibold text-spot-300 underline">
                {copy.registerStudents}
              </Link>
            </p>
          )}
        </div>
      )}
      {paid && inPerson && tickets.length > 0 && (
        <div className="mt-8" data-order-tickets>
          <h2 className="text-lg font-semibold">{doorCopy.ticket.heading}</h2>
          <p className="mt-2 text-neutral-200">{doorCopy.ticket.intro}</p>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {tickets.map((t) => (
              <li key={t.code}>
                <p className="font-semibold">{t.name}</p>
                <div className="mt-2">
                  <QrCodeSvg size={t.size} path={t.path} label={doorCopy.ticket.alt(t.name)} />
                </div>
                <p className="mt-2 font-mono text-xs break-all text-neutral-300">{doorCopy.ticket.code(t.code)}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {paid && online && (
        <div className="mt-8" data-online-part>
          {inPerson && (
            <>
              <h2 className="text-lg font-semibold">{onlineOrderCopy.page.partTitle(online.programName)}</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-200">
                {parts.online.map((l) => (
                  <li key={l.tierKey}>
                    {l.label} × {l.quantity}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2 className={inPerson ? "mt-6 text-lg font-semibold" : "text-lg font-semibold"}>{online.joinTitle}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-200" data-online-join>
            {online.join.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {!inPerson && (
            <>
              <h2 className="mt-6 text-lg font-semibold">{onlineOrderCopy.page.nextTitle}</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-200">
                {online.next.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {paid && inPerson && (
        <div className="mt-8">
          <h2 className="text-lg font-semibold">{copy.nextTitle}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-200">
            {copy.next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-8">
        <RefundPolicy />
      </div>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">{copy.backHome}</Link>
      </Button>
    </section>
  );
}
