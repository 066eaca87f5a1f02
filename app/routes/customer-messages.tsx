import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/customer-messages";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { site } from "~/content/site";
import { smsOutboxCopy as copy } from "~/content/sms";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { listSmsOutbox } from "~/features/sms/list-sms-outbox.server";
import { SMS_STATUSES } from "~/features/sms/types";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

const LIST_LIMIT = 100;
const statusSchema = z.enum(SMS_STATUSES);

/** The SMS outbox for the team: what was texted to whom, and whether it left (as /customer-emails for email). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const typed = new URL(request.url).searchParams.get("status") ?? "";
  const status = typed === "" ? undefined : statusSchema.safeParse(typed);
  const problems = status && !status.success ? [copy.invalidStatus(SMS_STATUSES)] : [];
  const texts = await listSmsOutbox({ db: context.app.database.db, status: status?.success ? status.data : undefined, limit: LIST_LIMIT });
  const provider = context.app.env.SMS_PROVIDER ?? null;
  return data(
    {
      statuses: [...SMS_STATUSES],
      status: status?.success ? status.data : "",
      problems,
      limit: LIST_LIMIT,
      provider,
      texts: texts.map((t) => ({
        id: t.id,
        to: t.toNumber,
        body: t.body,
        status: t.status,
        attempts: t.attempts,
        lastError: t.lastError,
        createdAt: formatUtc(t.createdAt),
        sentAt: formatUtc(t.sentAt),
      })),
    },
    { status: problems.length ? 400 : 200, headers: PRIVATE_PAGE_HEADERS },
  );
}

/** Nothing is posted here; the guard still answers a stranger's post as it does the page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context.app);
  return data({ ok: false }, { status: 405, headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${copy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function CustomerMessagesRoute({ loaderData }: Route.ComponentProps) {
  const { statuses, status, problems, texts, limit, provider } = loaderData;
  const statusLabel = (value: string) => copy.statuses[value] ?? value;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 max-w-2xl text-neutral-300">{copy.intro}</p>
      <p className="mt-2 max-w-2xl text-neutral-300">{provider ? copy.providerOn(provider === "twilio" ? "Twilio" : provider) : copy.providerOff}</p>

      {problems.length > 0 && (
        <div role="alert" className="mt-6 rounded-xl border border-rose-300/40 bg-rose-300/10 p-4 font-medium text-rose-200">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}

      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="sms-status" className="block text-sm font-semibold text-neutral-100">
            {copy.statusLabel}
          </label>
          <select id="sms-status" name="status" defaultValue={status} className={`${inputClass.replace("w-full", "w-auto")} min-w-48`}>
            <option value="">{copy.allStatuses}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {copy.filter}
        </Button>
      </Form>

      <p className="mt-6 text-neutral-300">{copy.count(texts.length, limit)}</p>
      {texts.length > 0 && (
        <ol aria-label={copy.tableCaption} className="mt-3 divide-y divide-white/10 rounded-2xl border border-white/10">
          {texts.map((t) => (
            <li key={t.id} className="p-4" data-sms-id={t.id}>
              <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm text-neutral-300">
                <span className="font-semibold text-neutral-100">
                  {copy.columns.id} {t.id}
                </span>
                <span>
                  {copy.columns.to}: <span className="font-semibold text-neutral-100">{t.to}</span>
                </span>
                <span>
                  {copy.columns.status}: {statusLabel(t.status)}
                </span>
                <span>
                  {copy.columns.attempts}: {t.attempts}
                </span>
                <span>
                  {copy.columns.createdAt}: {t.createdAt}
                </span>
                {t.sentAt && (
                  <span>
                    {copy.columns.sentAt}: {t.sentAt}
                  </span>
                )}
              </div>
              <p className="mt-2 break-words [overflow-wrap:anywhere]">{t.body}</p>
              {t.lastError && (
                <p className="mt-1 text-sm text-rose-200">
                  {copy.columns.lastError}: {t.lastError}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
