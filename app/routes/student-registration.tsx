import { data, Form, isRouteErrorResponse, redirect, useNavigation, useRouteError } from "react-router";
import type { Route } from "./+types/student-registration";
import { Button } from "~/components/ui/button";
import { onlineOrderCopy } from "~/content/online-order";
import { site } from "~/content/site";
import { studentFieldsCopy, studentRegistrationCopy as copy } from "~/content/student-registration";
import { studentsRefusalMessage } from "~/features/checkout/checkout-copy";
import { completeStudents, type StudentsRefusal } from "~/features/checkout/orders/complete-students.server";
import { newSubmissionKey } from "~/features/checkout/orders/new-submission-key.server";
import { StudentFields } from "~/features/checkout/components/student-fields";
import { getOrderView } from "~/features/checkout/confirmation/get-order-view.server";
import { ORDER_TOKEN_PATTERN } from "~/features/checkout/orders/order-reference";
import { readStudentsForm, studentErrors, type StudentFieldValues } from "~/features/checkout/orders/students-form-data";
import { splitOrderParts } from "~/domain/order-parts";
import { siteUrl } from "~/lib/env.server";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

/** Personal (students' names) and reached by an unguessable link: never cached, never indexed. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

type ActionAnswer = { ok: false; message: string; errors?: Record<string, string>; values?: Record<number, StudentFieldValues> };

/** 404 for no such order, 400 for the form's own errors, 409 for an order that takes no more students. */
function refusalStatus(refusal: StudentsRefusal): 400 | 404 | 409 {
  switch (refusal.reason) {
    case "not_found":
      return 404;
    case "invalid":
      return 400;
    case "closed":
    case "complete":
    case "too_many":
      return 409;
    default:
      return refusal satisfies never;
  }
}

const orderToken = (request: Request) => new URL(request.url).searchParams.get("order") ?? "";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = orderToken(request);
  const order = ORDER_TOKEN_PATTERN.test(token) ? await getOrderView({ db: context.app.database.db, token }) : null;
  if (!order) throw data(null, { status: 404, headers: PRIVATE });
  const added = Number(new URL(request.url).searchParams.get("added"));
  return data(
    {
      order: {
        number: order.number,
        event: `${order.event.cityName} · ${order.event.dateText}`,
        open: order.status === "paid" || order.status === "pending",
        seatCount: order.seatCount,
        // An online program's participants have no age group and no day to see them at.
        online: !splitOrderParts(order.lines, order.event.isOnline).hasInPerson,
        students: order.students.map((s) => ({ position: s.position, fullName: s.fullName, ageGroup: s.ageGroup })),
      },
      added: Number.isInteger(added) && added > 0 && added <= 100 ? added : null,
      submissionKey: newSubmissionKey(),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const refuse = (status: number, answer: ActionAnswer) => data(answer, { status, headers: PRIVATE });
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) return refuse(403, { ok: false, message: copy.crossSite });
  const token = orderToken(request);
  const form = await request.formData();
  const rows = readStudentsForm(form);
  const submissionKey = form.get("submissionKey");
  const result = await completeStudents({
    db: context.app.database.db,
    token,
    students: rows.map((r) => r.values),
    now: context.app.clock.now(),
    mail: context.app.mail,
    submissionKey: typeof submissionKey === "string" ? submissionKey : undefined,
  });
  if (result.ok) context.app.emailWorker.kick();
  if (result.ok) return redirect(`/student-registration?order=${encodeURIComponent(token)}&added=${result.added}`, { headers: PRIVATE });
  // The schema numbers the students it was given; the page numbers every block, empty ones included.
  const given = result.reason === "invalid" ? result.errors : {};
  const errors = Object.fromEntries(Object.entries(given).map(([key, message]) => [key.replace(/^students\.(\d+)\./, (_, i: string) => `students.${rows[Number(i)]?.index ?? i}.`), message]));
  const message = result.reason === "invalid" && !errors.students ? copy.checkFields : studentsRefusalMessage(result);
  return refuse(refusalStatus(result), { ok: false, message, errors, values: Object.fromEntries(rows.map((r) => [r.index, r.values])) });
}

export function headers() {
  return PRIVATE;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

function Contact({ text }: { text: string }) {
  return (
    <p className="mt-6 text-neutral-300">
      {text}{" "}
      <a className="font-semibold text-spot-300 underline" href={`mailto:${site.contactEmail}`}>
        {site.contactEmail}
      </a>
    </p>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <Contact text={isRouteErrorResponse(error) && error.status === 404 ? copy.invalid : copy.failed} />
    </section>
  );
}

export default function StudentRegistrationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { order, added, submissionKey } = loaderData;
  const answer = actionData;
  const submitting = useNavigation().state === "submitting";
  const registered = order.students.length;
  const remaining = Math.max(0, order.seatCount - registered);

  return (
    <section className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <dl className="mt-8 divide-y divide-white/10 rounded-2xl border border-white/10 bg-stage-900 px-6">
        {[
          [copy.orderNumber, order.number],
          [copy.event, order.event],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
            <dt className="text-neutral-300">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {added !== null && (
        <p role="status" className="mt-6 rounded-xl border border-spot-400/40 bg-spot-400/10 p-4 font-semibold">
          {copy.added(added)}
        </p>
      )}

      <h2 className="mt-10 text-xl font-semibold">{copy.studentsTitle}</h2>
      <p className="mt-1 text-neutral-300">{copy.registered(registered, order.seatCount)}</p>
      {registered === 0 ? (
        <p className="mt-4 text-neutral-300">{copy.none}</p>
      ) : (
        <ol data-registered-students className="mt-4 space-y-2">
          {order.students.map((s) => (
            <li key={s.position} className="flex justify-between gap-4 rounded-xl border border-white/10 px-4 py-3">
              <span className="font-semibold">{s.fullName}</span>
              {!order.online && <span className="text-neutral-300">{studentFieldsCopy.ageGroups[s.ageGroup]}</span>}
            </li>
          ))}
        </ol>
      )}

      {remaining === 0 ? (
        <p className="mt-8 font-semibold">{order.online ? onlineOrderCopy.registrationComplete : copy.complete}</p>
      ) : !order.open ? (
        <p className="mt-8 font-semibold">{copy.closed}</p>
      ) : (
        <Form key={registered} method="post" noValidate className="mt-10 space-y-6" aria-busy={submitting}>
          <div>
            <h2 className="text-xl font-semibold">{copy.formTitle(remaining)}</h2>
            <p className="mt-1 text-neutral-300">{copy.formIntro}</p>
          </div>
          <input type="hidden" name="submissionKey" value={submissionKey} />
          {answer && !answer.ok && (
            <p role="alert" className="rounded-xl border border-rose-300/40 bg-rose-300/10 p-4 font-medium text-rose-200">
              {answer.message}
            </p>
          )}
          {Array.from({ length: remaining }, (_, i) => (
            <StudentFields key={i} index={i} legend={copy.student(registered + i + 1)} defaultValues={answer?.values?.[i]} errors={studentErrors(answer?.errors, i)} online={order.online} />
          ))}
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </Button>
        </Form>
      )}
      <Contact text={copy.contact} />
    </section>
  );
}
