import { data } from "react-router";
import type { Route } from "./+types/admin-recovery-job-progress";
import { requireAdmin } from "~/features/auth/require-viewer.server";
import { getRecoveryJobView } from "~/features/recovery/get-recovery-job-view.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

/** A recovery send's progress as JSON, polled by the send page's progress bar. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.app);
  const id = /^\d{1,9}$/.test(params.jobId) ? Number(params.jobId) : null;
  const job = id === null ? null : await getRecoveryJobView(context.app.database.db, id);
  if (!job) return Response.json({ ok: false }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data({ ok: true as const, job }, { headers: PRIVATE_PAGE_HEADERS });
}
