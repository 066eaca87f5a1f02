import { renderEmail } from "./render-email.server";
import type { EmailContext, EmailTemplate, OutgoingEmail } from "./types";

/**
 * One email rendered for its recipient, or none when building its props or rendering throws: the
 * error is logged under `what`, and a broken template never fails the form or payment it is about.
 * Render before the write's transaction opens (decision 0016), then queue with `enqueueEmails`.
 */
export function renderOutgoingEmail<Props extends object>(
  mail: Pick<EmailContext, "brand" | "logger" | "clock">,
  what: string,
  build: () => { to: string; template: EmailTemplate<Props>; props: Props },
): OutgoingEmail[] {
  try {
    const { to, template, props } = build();
    const rendered = { to, ...renderEmail(template, props, mail.brand) };
    // Queued on the site's clock (APP_NOW's), the one the orders it is about are written with.
    return [mail.clock ? { ...rendered, now: mail.clock.now() } : rendered];
  } catch (err) {
    mail.logger.error({ err, what }, "could not render email");
    return [];
  }
}
