import type { Db } from "~/db/client.server";
import { enqueueEmail } from "./enqueue-email.server";
import { renderEmail } from "./render-email.server";
import type { EmailBrand, EmailTemplate } from "./types";

export interface EnqueueTemplateEmailOptions<Props extends object> {
  db: Db;
  to: string;
  template: EmailTemplate<Props>;
  props: Props;
  brand: EmailBrand;
  now?: Date;
}

/** Render a template and put it in the outbox; returns the outbox id. Call the worker's kick() after commit. */
export async function enqueueTemplateEmail<Props extends object>(
  options: EnqueueTemplateEmailOptions<Props>,
): Promise<number> {
  const rendered = renderEmail(options.template, options.props, options.brand);
  return enqueueEmail({ db: options.db, to: options.to, now: options.now, ...rendered });
}
