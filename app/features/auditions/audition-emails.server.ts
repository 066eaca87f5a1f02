import { whatToBring } from "~/content/audition";
import { AGE_GROUP_LABELS, type AgeGroup } from "~/domain/age-groups";
import type { SignupEvent } from "~/features/catalog/catalog.server";
import { renderOutgoingEmail } from "~/features/email/email.server";
import { auditionAlreadyRegistered } from "~/features/auditions/emails/audition-already-registered";
import { auditionConfirmation } from "~/features/auditions/emails/audition-confirmation";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import type { AuditionForm } from "./audition-schema";

/** The dancer's confirmation of a new registration. */
export function renderAuditionConfirmation(input: { event: SignupEvent; form: AuditionForm; ageGroup: AgeGroup }, mail: EmailContext): OutgoingEmail[] {
  return renderOutgoingEmail(mail, "audition confirmation", () => ({
    to: input.form.email,
    template: auditionConfirmation,
    props: {
      fullName: input.form.fullName,
      cityName: input.event.cityName,
      dateText: input.event.dateText,
      venueName: input.event.venue?.name,
      venueAddress: input.event.venue?.address,
      ageGroupLabel: AGE_GROUP_LABELS[input.ageGroup],
      whatToBring,
    },
  }));
}

/** A repeat registration changed nothing: the address gets a signed link to the registration as stored. */
export function renderAuditionAlreadyRegistered(input: { event: SignupEvent; email: string; reviewUrl: string }, mail: EmailContext): OutgoingEmail[] {
  return renderOutgoingEmail(mail, "audition already registered", () => ({
    to: input.email,
    template: auditionAlreadyRegistered,
    props: { cityName: input.event.cityName, dateText: input.event.dateText, reviewUrl: input.reviewUrl },
  }));
}
