import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/customer-messages";
import { site } from "~/content/site";
import { smsOutboxCopy as copy } from "~/content/sms";
import { formatUtc } from "~/features/admin/format-utc";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { SmsOutboxPage } from "~/features/sms/components/sms-outbox-page";
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
  return <SmsOutboxPage {...loaderData} />;
}
