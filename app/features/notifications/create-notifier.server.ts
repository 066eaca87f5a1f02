import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { whatToBring } from "~/content/audition";
import { AGE_GROUP_LABELS } from "~/domain/age-groups";
import { enqueueTemplateEmail } from "~/features/email/enqueue-template-email.server";
import { getEmailBrand } from "~/features/email/get-email-brand.server";
import type { EmailWorker } from "~/features/email/start-email-worker.server";
import { auditionConfirmation } from "~/features/email/templates/audition-confirmation";
import { waitlistConfirmation } from "~/features/email/templates/waitlist-confirmation";
import { submissionReceived } from "~/features/email/templates/submission-received";
import { teamNotification } from "~/features/email/templates/team-notification";
import { APPLICATION_LABELS } from "~/features/applications/application-schemas";
import { describeApplication } from "~/features/applications/describe-application";
import type { Env } from "~/lib/env.server";
import type { Notifier } from "./notifier";

/** Puts each notification in the email outbox; the worker sends it. A failure is logged, never thrown. */
export function createNotifier(options: { db: Db; env: Env; logger: Logger; worker: EmailWorker }): Notifier {
  const { db, env, logger, worker } = options;
  const brand = getEmailBrand(env);

  async function safely(what: string, send: () => Promise<unknown>): Promise<void> {
    try {
      await send();
      worker.kick();
    } catch (err) {
      logger.error({ err, what }, "could not queue email");
    }
  }

  return {
    auditionRegistered: ({ event, form, result }) =>
      safely("audition confirmation", () =>
        enqueueTemplateEmail({
          db,
          to: form.email,
          template: auditionConfirmation,
          brand,
          props: {
            fullName: form.fullName,
            cityName: event.cityName,
            dateText: event.dateText,
            venueName: event.venue?.name,
            venueAddress: event.venue?.address,
            ageGroupLabel: AGE_GROUP_LABELS[result.ageGroup],
            whatToBring,
          },
        }),
      ),
    waitlistJoined: ({ email, cityName }) =>
      safely("waitlist confirmation", () =>
        enqueueTemplateEmail({ db, to: email, template: waitlistConfirmation, brand, props: { cityName } }),
      ),
    applicationReceived: async ({ kind, form, context }) => {
      const described = describeApplication(kind, form, context);
      await safely("team notification", () =>
        enqueueTemplateEmail({ db, to: env.TEAM_EMAIL, template: teamNotification, brand, props: described }),
      );
      await safely("submission receipt", () =>
        enqueueTemplateEmail({
          db,
          to: form.email,
          template: submissionReceived,
          brand,
          props: {
            kindLabel: APPLICATION_LABELS[kind].toLowerCase(),
            fullName: form.fullName,
            summaryLines: [
              ...(context ? [context] : []),
              ...described.links.map((l) => `${l.label}: ${l.url}`),
            ],
          },
        }),
      );
    },
  };
}
