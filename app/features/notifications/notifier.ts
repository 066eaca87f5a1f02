import type { ApplicationForm, ApplicationKind } from "~/features/applications/application-schemas";
import type { AuditionForm } from "~/features/auditions/audition-schema";
import type { RegisterForAuditionResult } from "~/features/auditions/register-for-audition.server";
import type { SignupEvent } from "~/features/catalog/find-signup-event.server";

/** What happened that someone should hear about by email. Sending never fails the caller. */
export interface Notifier {
  auditionRegistered(input: { event: SignupEvent; form: AuditionForm; result: RegisterForAuditionResult }): Promise<void>;
  waitlistJoined(input: { email: string; cityName?: string }): Promise<void>;
  /** Emails the team the application and the sender a receipt. */
  applicationReceived(input: { kind: ApplicationKind; form: ApplicationForm<ApplicationKind>; context?: string }): Promise<void>;
}
