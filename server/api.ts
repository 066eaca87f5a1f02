import { Hono, type Context, type MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { z } from "zod";
import { findSignupEvent } from "~/features/catalog/find-signup-event.server";
import { tierExists } from "~/features/catalog/tier-exists.server";
import { auditionFormSchema } from "~/features/auditions/audition-schema";
import { auditionFullMessage } from "~/content/audition";
import { registerForAudition } from "~/features/auditions/register-for-audition.server";
import { applicationSchemas, type ApplicationForm } from "~/features/applications/application-schemas";
import { submitApplication } from "~/features/applications/submit-application.server";
import { findOpportunity } from "~/features/opportunities/find-opportunity.server";
import { joinWaitlist } from "~/features/waitlist/join-waitlist.server";
import { waitlistFormSchema } from "~/features/waitlist/waitlist-schema";
import type { AppContext } from "~/lib/app-context.server";
import { clientAddress } from "~/lib/client-address.server";
import { fieldErrors } from "~/lib/form-errors";

export const RATE_LIMIT_MESSAGE = "Too many submissions. Please wait a minute and try again.";
export const FIX_FIELDS_MESSAGE = "Please correct the highlighted fields.";

type ParseResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The JSON API behind the public forms. Every answer carries personal data or may: never cached. */
export function createApi(context: AppContext): Hono {
  const api = new Hono();
  const limiter = context.formLimiter;
  const { database, clock, logger } = context;
  const db = database.db;

  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  const client = (c: Context) =>
    clientAddress({ socketAddress: socketAddress(c), forwardedFor: c.req.header("x-forwarded-for"), trustedHops: context.env.TRUST_PROXY_HOPS });

  /** 5 submissions a minute per client and form, counted in the database for every process. */
  const limit = (form: string): MiddlewareHandler => async (c, next) => {
    let verdict;
    try {
      verdict = await limiter.hit(`${client(c)}:${form}`);
    } catch (err) {
      // A broken limiter must not block registrations: let the request through, unlimited, and say so.
      logger.warn({ err, form }, "rate limiter unavailable; request allowed without a limit");
      return next();
    }
    const { allowed, retryAfterSeconds } = verdict;
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ ok: false, message: RATE_LIMIT_MESSAGE }, 429);
    }
    return next();
  };

  async function parse<S extends z.ZodType>(c: Context, schema: S): Promise<ParseResult<z.output<S>>> {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return { ok: false, response: c.json({ ok: false, message: "The request must be JSON." }, 400) };
    }
    const result = schema.safeParse(body);
    if (!result.success)
      return { ok: false, response: c.json({ ok: false, message: FIX_FIELDS_MESSAGE, errors: fieldErrors(result.error) }, 400) };
    return { ok: true, data: result.data };
  }

  api.post("/events/:slug/auditions", limit("audition"), async (c) => {
    const parsed = await parse(c, auditionFormSchema);
    if (!parsed.ok) return parsed.response;
    const form = parsed.data;
    // Bots fill the hidden field; they get a success answer and nothing is stored.
    if (form.website) return c.json({ ok: true, status: "created", message: "You're registered." }, 201);
    const found = await findSignupEvent({ db, slug: c.req.param("slug"), now: clock.now() });
    if (!found.ok) return c.json({ ok: false, message: found.message }, found.reason === "not_found" ? 404 : 409);
    const result = await registerForAudition({ db, event: found.event, form, now: clock.now() });
    if (!result) return c.json({ ok: false, status: "full", message: auditionFullMessage(found.event.cityName) }, 409);
    logger.info({ registrationId: result.registrationId, event: found.event.slug, status: result.status }, "audition registration");
    await context.notify.auditionRegistered({ event: found.event, form, result });
    const message =
      result.status === "updated"
        ? "You were already registered for this audition, so we updated your details."
        : "You're registered for the audition.";
    return c.json({ ok: true, status: result.status, ageGroup: result.ageGroup, message }, result.status === "created" ? 201 : 200);
  });

  api.post("/waitlist", limit("waitlist"), async (c) => {
    const parsed = await parse(c, waitlistFormSchema);
    if (!parsed.ok) return parsed.response;
    const form = parsed.data;
    if (form.website) return c.json({ ok: true, status: "created" }, 201);
    let eventId: number | null = null;
    let cityName: string | undefined;
    if (form.eventSlug) {
      const found = await findSignupEvent({ db, slug: form.eventSlug, now: clock.now() });
      if (!found.ok && found.reason === "not_found") return c.json({ ok: false, message: found.message }, 404);
      if (found.ok) {
        eventId = found.event.id;
        cityName = found.event.cityName;
      }
    }
    if (form.tierKey && !(await tierExists({ db, key: form.tierKey })))
      return c.json({ ok: false, message: FIX_FIELDS_MESSAGE, errors: { tierKey: "Unknown ticket tier" } }, 400);
    const result = await joinWaitlist({ db, email: form.email, eventId, tierKey: form.tierKey });
    if (result.status === "created") await context.notify.waitlistJoined({ email: form.email, cityName });
    return c.json({ ok: true, status: result.status }, result.status === "created" ? 201 : 200);
  });

  api.post("/applications/:kind", limit("application"), async (c) => {
    const kind = c.req.param("kind");
    if (!isFormKind(kind)) return c.json({ ok: false, message: "Not found." }, 404);
    const parsed = await parse(c, applicationSchemas[kind]);
    if (!parsed.ok) return parsed.response;
    const form = parsed.data;
    if (form.website) return c.json({ ok: true }, 201);
    let eventId: number | null = null;
    let about: string | undefined;
    if (kind === "audition_video") {
      const slug = (form as ApplicationForm<"audition_video">).eventSlug;
      const found = await findSignupEvent({ db, slug, now: clock.now() });
      if (!found.ok) return c.json({ ok: false, message: found.message, errors: { eventSlug: found.message } }, 400);
      eventId = found.event.id;
      about = `${found.event.cityName}, ${found.event.dateText}`;
    }
    const { submissionId } = await submitApplication({ db, kind, form, eventId, now: clock.now() });
    logger.info({ submissionId, kind }, "application received");
    await context.notify.applicationReceived({ kind, form, context: about });
    return c.json({ ok: true, message: "Thank you! We've received it and sent you a confirmation email." }, 201);
  });

  api.post("/opportunities/:slug/registrations", limit("opportunity"), async (c) => {
    const opportunity = await findOpportunity({ db, slug: c.req.param("slug") });
    if (!opportunity) return c.json({ ok: false, message: "Not found." }, 404);
    if (!opportunity.isOpen) return c.json({ ok: false, message: "Registration for this opportunity has closed." }, 409);
    const parsed = await parse(c, applicationSchemas.opportunity);
    if (!parsed.ok) return parsed.response;
    const form = parsed.data;
    if (form.website) return c.json({ ok: true }, 201);
    const { submissionId } = await submitApplication({ db, kind: "opportunity", form, opportunityId: opportunity.id, now: clock.now() });
    logger.info({ submissionId, opportunity: opportunity.slug }, "opportunity registration");
    await context.notify.applicationReceived({ kind: "opportunity", form, context: opportunity.title });
    return c.json({ ok: true, message: "You're registered! We've sent you a confirmation email." }, 201);
  });

  api.notFound((c) => c.json({ ok: false, message: "Not found." }, 404));
  api.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "api error");
    return c.json({ ok: false, message: "Something went wrong on our side. Please try again." }, 500);
  });
  return api;
}

/** Forms posted to /api/applications/:kind; opportunities have their own route. */
const FORM_KINDS = ["scholarship", "talent", "audition_video", "demo_reel"] as const;
function isFormKind(kind: string): kind is (typeof FORM_KINDS)[number] {
  return (FORM_KINDS as readonly string[]).includes(kind);
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
