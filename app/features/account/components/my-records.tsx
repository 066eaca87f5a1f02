import { Link } from "react-router";
import { accountCopy } from "~/content/account";
import { checkoutCopy } from "~/content/checkout";
import { AGE_GROUP_LABELS } from "~/domain/age-groups";
import { formatMoney } from "~/domain/money";
import type { MyEvent, MyRecords } from "../types";

const copy = accountCopy.records;
const cardClass = "rounded-2xl border border-white/10 bg-stage-900 p-4 sm:p-5";
const linkClass = "font-semibold text-spot-300 underline underline-offset-2";

function EventDate({ event }: { event: MyEvent }) {
  return event.startsOn ? <time dateTime={event.startsOn}>{event.dateText}</time> : <>{event.dateText}</>;
}

/** "My tickets": the orders, students and audition registrations made with the viewer's confirmed email. */
export function MyRecordsList({ email, records }: { email: string; records: MyRecords }) {
  const { orders, students, auditions } = records;
  if (orders.length + students.length + auditions.length === 0) {
    return (
      <p className="mt-3 text-neutral-300">
        {copy.empty}{" "}
        <Link to="/" className={linkClass}>
          {copy.browse}
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-8">
      <p className="text-neutral-300">{copy.intro(email)}</p>

      {orders.length > 0 && (
        <section aria-labelledby="my-orders">
          <h3 id="my-orders" className="text-lg font-semibold">
            {copy.ordersTitle}
          </h3>
          <ul className="mt-3 space-y-3">
            {orders.map((order) => (
              <li key={order.number} className={cardClass} data-my-order={order.number}>
                <p className="font-semibold">{order.event.cityName}</p>
                <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
                  <dt className="text-neutral-400">{copy.orderNumber}</dt>
                  <dd className="font-mono">{order.number}</dd>
                  <dt className="text-neutral-400">{copy.date}</dt>
                  <dd>
                    <EventDate event={order.event} />
                  </dd>
                  <dt className="text-neutral-400">{copy.status}</dt>
                  <dd>{checkoutCopy.statusLabels[order.status]}</dd>
                  <dt className="text-neutral-400">{copy.total}</dt>
                  <dd>
                    {formatMoney({ amountMinor: order.totalMinor, currency: order.currency })}
                    {order.seatCount > 0 && !order.event.isOnline && <span className="text-neutral-400"> · {copy.seats(order.seatCount)}</span>}
                  </dd>
                </dl>
                <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                  <Link to={order.confirmationUrl} className={linkClass}>
                    {copy.viewOrder}
                    <span className="sr-only">{copy.forOrder(order.number)}</span>
                  </Link>
                  {order.calendarUrl && (
                    <a href={order.calendarUrl} download className={linkClass}>
                      {copy.calendar}
                      <span className="sr-only">{copy.forOrder(order.number)}</span>
                    </a>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {students.length > 0 && (
        <section aria-labelledby="my-students">
          <h3 id="my-students" className="text-lg font-semibold">
            {copy.studentsTitle}
          </h3>
          <ul className="mt-3 space-y-2">
            {students.map((student, i) => (
              <li key={`${student.orderNumber ?? "other"}-${i}`} className={cardClass} data-my-student>
                <p className="font-semibold">{student.fullName}</p>
                <p className="mt-1 text-sm text-neutral-300">
                  {!student.event.isOnline && <>{AGE_GROUP_LABELS[student.ageGroup]} · </>}
                  {student.event.cityName} · <EventDate event={student.event} />
                </p>
                <p className="mt-1 text-sm text-neutral-300">
                  {student.enrolled ? copy.enrolled : copy.notEnrolled}
                  {student.orderNumber && <> · {copy.onOrder(student.orderNumber)}</>}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {auditions.length > 0 && (
        <section aria-labelledby="my-auditions">
          <h3 id="my-auditions" className="text-lg font-semibold">
            {copy.auditionsTitle}
          </h3>
          <ul className="mt-3 space-y-2">
            {auditions.map((registration, i) => (
              <li key={`${registration.registeredAt}-${i}`} className={cardClass} data-my-audition>
                <p className="font-semibold">{registration.event.cityName}</p>
                <p className="mt-1 text-sm text-neutral-300">
                  <EventDate event={registration.event} /> · {AGE_GROUP_LABELS[registration.ageGroup]} · {registration.fullName}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
