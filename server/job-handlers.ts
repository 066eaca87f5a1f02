import type { RecurringJob } from "~/lib/jobs/start-job-worker.server";
import type { JobHandlers } from "~/lib/jobs/types";
import { RECOVERY_SCHEDULE_EVERY_MS, RECOVERY_SCHEDULE_JOB, RECOVERY_SEND_JOB } from "~/features/recovery/recovery-job";
import { isRecoveryScheduleOn } from "~/features/recovery/recovery-schedule-setting.server";
import { createRecoveryScheduleHandler } from "~/features/recovery/run-recovery-schedule.server";
import { createRecoverySendHandler, type RecoveryJobDeps } from "~/features/recovery/run-recovery-send.server";
import { DATE_CHANGE_DEADLINES_EVERY_MS, DATE_CHANGE_DEADLINES_JOB, DATE_CHANGE_EMAILS_JOB, dateChangePayloadSchema, EVENT_CANCELLATION_JOB } from "~/features/event-changes/event-change-jobs";
import { createDateChangeDeadlinesHandler } from "~/features/event-changes/run-date-change-deadlines.server";
import { createDateChangeEmailsHandler } from "~/features/event-changes/run-date-change-emails.server";
import { createEventCancellationHandler, type EventChangeJobDeps } from "~/features/event-changes/run-event-cancellation.server";
import { PAID_ORDER_EXTRAS_JOB, paidOrderExtrasPayloadSchema } from "~/features/checkout/confirmation/paid-order-extras-job";
import { queueLatePaymentRefund } from "~/features/event-changes/queue-late-payment-refund.server";
import { createPaidOrderExtrasHandler } from "~/features/checkout/confirmation/run-paid-order-extras.server";
import { createUpgradePaymentRefundHandler } from "~/features/payments/refund-upgrade-payment.server";
import { UPGRADE_PAYMENT_REFUND_JOB } from "~/features/payments/upgrade-refund-job";
import { createLedgerReconciliationHandler, LEDGER_RECONCILIATION_EVERY_MS, LEDGER_RECONCILIATION_JOB } from "~/features/payments/reconcile-provider-balance.server";
import { planOrderReminders } from "~/features/reminders/plan-order-reminders.server";
import { replanEventReminders } from "~/features/reminders/replan-event-reminders.server";
import { EVENT_REMINDER_JOB } from "~/features/reminders/reminder-job";
import { createEventReminderHandler } from "~/features/reminders/run-event-reminder.server";
import { createSendQueuedSmsHandler } from "~/features/sms/send-queued-sms.server";
import { SEND_SMS_JOB } from "~/features/sms/sms-job";
import type { SmsTransport } from "~/features/sms/types";
import { createSubscriptionRenewalHandler, SUBSCRIPTION_RENEWAL_EVERY_MS, SUBSCRIPTION_RENEWAL_JOB } from "~/features/subscriptions/renew-due-subscriptions.server";

/**
 * The job runner's registry: each kind of background work and the feature handler that does it,
 * composed here so app/lib/jobs imports no feature. Add a kind here when a feature enqueues one.
 */
export function createJobHandlers(deps: RecoveryJobDeps & EventChangeJobDeps & { kickJobs: () => void; smsTransport?: SmsTransport | null }): { handlers: JobHandlers; recurring: RecurringJob[] } {
  const paidOrderExtras = createPaidOrderExtrasHandler(deps);
  const dateChangeEmails = createDateChangeEmailsHandler(deps);
  return {
    handlers: {
      [RECOVERY_SEND_JOB]: createRecoverySendHandler(deps),
      [RECOVERY_SCHEDULE_JOB]: createRecoveryScheduleHandler(deps),
      [EVENT_CANCELLATION_JOB]: createEventCancellationHandler(deps),
      // A date change's emails, then each paid order's reminders re-planned for the new date.
      [DATE_CHANGE_EMAILS_JOB]: async (job, context) => {
        const result = await dateChangeEmails(job, context);
        const { dateChangeId } = dateChangePayloadSchema.parse(job.payload);
        const reminders = await replanEventReminders({ db: deps.db, event: { dateChangeId }, now: deps.clock.now(), workerNow: context.now() });
        return { ...result, reminders };
      },
      [EVENT_REMINDER_JOB]: createEventReminderHandler(deps),
      [DATE_CHANGE_DEADLINES_JOB]: createDateChangeDeadlinesHandler(deps),
      [SUBSCRIPTION_RENEWAL_JOB]: createSubscriptionRenewalHandler(deps),
      [UPGRADE_PAYMENT_REFUND_JOB]: createUpgradePaymentRefundHandler(deps),
      [LEDGER_RECONCILIATION_JOB]: createLedgerReconciliationHandler(deps),
      // Each queued text (sign-in and two-step codes), once; held in the SMS outbox when no provider is set.
      [SEND_SMS_JOB]: createSendQueuedSmsHandler({ db: deps.db, transport: deps.smsTransport ?? null }),
      // After every payment: its extras; or, when its event was cancelled meanwhile, only its refund, at
      // once (no upgrade links or free month for an event that will not take place).
      [PAID_ORDER_EXTRAS_JOB]: async (job, context) => {
        const lateForCancelledEvent = await queueLatePaymentRefund({ db: deps.db, orderId: paidOrderExtrasPayloadSchema.parse(job.payload).orderId });
        if (lateForCancelledEvent) {
          deps.kickJobs();
          return { queued: false, lateForCancelledEvent };
        }
        const extras = await paidOrderExtras(job, context);
        // Its week-before and day-before reminders (features/reminders), once per order and kind.
        const reminders = await planOrderReminders({ db: deps.db, orderId: paidOrderExtrasPayloadSchema.parse(job.payload).orderId, now: deps.clock.now(), workerNow: context.now() });
        return { ...extras, lateForCancelledEvent, reminders: "skipped" in reminders ? reminders.skipped : reminders.planned.map((r) => r.kind) };
      },
    },
    recurring: [
      { kind: RECOVERY_SCHEDULE_JOB, everyMs: RECOVERY_SCHEDULE_EVERY_MS, enabled: () => isRecoveryScheduleOn(deps.db) },
      // Charges what is due on the business clock (test provider; Stripe renews on its side and tells us by webhook).
      { kind: SUBSCRIPTION_RENEWAL_JOB, everyMs: SUBSCRIPTION_RENEWAL_EVERY_MS },
      // The ledger against the provider's balance transactions, the day before each slot (Stripe only).
      { kind: LEDGER_RECONCILIATION_JOB, everyMs: LEDGER_RECONCILIATION_EVERY_MS },
      // A date change's unanswered tickets past their 48 hours become credits that never expire (decision 0042).
      { kind: DATE_CHANGE_DEADLINES_JOB, everyMs: DATE_CHANGE_DEADLINES_EVERY_MS },
    ],
  };
}
