import { useEffect, useState } from "react";
import { recoveryCopy } from "~/content/recovery";
import type { RecoveryJobView } from "../recovery-job";

const copy = recoveryCopy.send;
const POLL_MS = 1000;
const live = (job: RecoveryJobView) => job.status === "queued" || job.status === "running";

/**
 * A send's progress bar: sent / skipped / failed of the total, polled from the server while the job
 * is queued or running (it goes on in the background, so a reload or a restart finds it again), and
 * the skipped carts with their reasons.
 */
export function RecoveryJobProgress({ job: initial }: { job: RecoveryJobView }) {
  const [job, setJob] = useState(initial);
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => setJob(initial), [initial]);
  /* eslint-enable react-hooks/set-state-in-effect */
  useEffect(() => {
    if (!live(job)) return;
    const timer = setTimeout(() => {
      fetch(`/admin/send-recovery-emails/jobs/${job.id}`, { headers: { Accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<{ ok: true; job: RecoveryJobView }>) : null))
        .then((answer) => answer && setJob(answer.job))
        .catch(() => setJob({ ...job }));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  const { total, sent, skipped, failed } = job.progress;
  const done = sent + skipped + failed;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <article className="rounded-2xl border border-white/10 p-4" data-recovery-job={job.id} data-status={job.status} aria-labelledby={`job-${job.id}`}>
      <h3 id={`job-${job.id}`} className="font-semibold">
        {copy.jobLabel(job.id, job.createdBy ?? copy.scheduleBy, job.createdAt.slice(0, 16).replace("T", " ") + " UTC")}
      </h3>
      <p className="text-sm text-neutral-300">{copy.jobStatus[job.status]}</p>
      <div
        role="progressbar"
        aria-label={copy.progress(done, total)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full bg-spot-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2" aria-live="polite" data-counts>
        {copy.progress(done, total)} · {copy.counts(sent, skipped, failed)}
      </p>
      {job.lastError && job.status === "failed" && <p className="mt-2 text-sm text-rose-200">{job.lastError}</p>}
      {job.skips.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer">{copy.skipsHeading}</summary>
          <ul className="mt-2 space-y-1 text-sm" data-skips>
            {job.skips.map((s) => (
              <li key={s.draftId} data-skip={s.reason ?? "failed"} className="[overflow-wrap:anywhere]">
                {s.buyerEmail} · {s.cityName}: {s.status === "failed" ? copy.failedDraft : copy.skipReason[s.reason as keyof typeof copy.skipReason] ?? s.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}
