import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/account";
import { CONFIRM_FIELD } from "~/components/confirm-submit";
import { accountCopy } from "~/content/account";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { site } from "~/content/site";
import { MyRecordsList } from "~/features/account/components/my-records";
import { SignInMethods } from "~/features/account/components/sign-in-methods";
import { SignOutPanel } from "~/features/account/components/sign-out-panel";
import { TwoStepPanel } from "~/features/account/components/two-step-panel";
import { PhoneFactorPanel } from "~/features/account/components/phone-factor-panel";
import { setPhoneFactorSchema } from "~/features/account/phone-factor-schema";
import { setPhoneFactor } from "~/features/account/set-phone-factor.server";
import { secondFactorsOf } from "~/features/auth/auth.server";
import { listMyRecords } from "~/features/account/list-my-records.server";
import { listSignInMethods } from "~/features/account/list-sign-in-methods.server";
import { readAccountState } from "~/features/account/sign-in-methods.server";
import { unlinkSignInMethod, unlinkSignInMethodSchema } from "~/features/account/unlink-sign-in-method.server";
import { MySubscriptions } from "~/features/subscriptions/components/my-subscriptions";
import { listMySubscriptions } from "~/features/subscriptions/list-my-subscriptions.server";
import { actOnMySubscription, mySubscriptionActionSchema } from "~/features/subscriptions/act-on-my-subscription.server";
import { siteUrl } from "~/lib/env.server";
import { isCrossSiteRequest } from "~/lib/same-origin.server";
import { subscriptionCopy } from "~/content/subscriptions";
import { requireUser } from "~/features/auth/require-viewer.server";
import { isPhoneAccountEmail } from "~/features/auth/auth-schemas";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

/** The signed-in person's own page: records only for a confirmed address, since the address is their only key. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireUser(request, context.app);
  // Records by the confirmed email or the verified phone number (never a phone account's placeholder address).
  const state = await readAccountState(context.app.database.db, viewer.userId);
  const provedEmail = viewer.emailVerified && !isPhoneAccountEmail(viewer.email) ? viewer.email : "";
  const recordsKey = provedEmail || state?.phone || "";
  const records = recordsKey ? await listMyRecords({ db: context.app.database.db, email: provedEmail, phone: state?.phone ?? null }) : null;
  // Subscriptions bought while signed in, or with the confirmed email. They keep no phone number, and are never
  // matched through the email on an order of the verified phone: a buyer types that email (decision 0047).
  const subscriptions = await listMySubscriptions({ db: context.app.database.db, userId: viewer.userId, email: provedEmail });
  const { methods } = await listSignInMethods({ db: context.app.database.db, userId: viewer.userId });
  const factors = await secondFactorsOf(context.app.database.db, viewer.userId);
  const url = new URL(request.url);
  const phoneFactorNotice = accountCopy.phoneFactor.outcomes[url.searchParams.get("phoneFactor") ?? ""] ?? null;
  const methodNotice = accountCopy.methods.outcomes[url.searchParams.get("unlink") ?? ""] ?? null;
  const outcome = url.searchParams.get("outcome");
  const cancelled = subscriptions.find((s) => String(s.id) === url.searchParams.get("subscription"));
  const subscriptionNotice =
    outcome === "cancelled" && cancelled?.endsDay
      ? subscriptionCopy.account.cancelled(cancelled.endsDay)
      : outcome === "unconfirmed"
        ? irreversibleCopy.subscriptionCancel.missing
        : outcome
          ? (subscriptionCopy.cancelRefusals[outcome] ?? null)
          : null;
  return data(
    {
      viewer: { name: viewer.name, email: viewer.email, emailVerified: viewer.emailVerified, twoFactorEnabled: viewer.twoFactorEnabled, isAdmin: viewer.isAdmin },
      records,
      recordsKey,
      subscriptions,
      subscriptionNotice,
      methods,
      methodNotice,
      twoStep: { app: factors.includes("totp"), phone: factors.includes("otp"), verifiedPhone: state?.phone ?? null, notice: phoneFactorNotice },
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

/** The subscriptions' buttons: cancel, or Stripe's customer portal. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireUser(request, context.app);
  const site = siteUrl(context.app.env);
  if (isCrossSiteRequest(request, [new URL(site).origin])) throw data(null, { status: 403, headers: PRIVATE_PAGE_HEADERS });
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "phone-factor") {
    const asked = setPhoneFactorSchema.safeParse(form);
    if (!asked.success) return redirect("/account?phoneFactor=invalid#account-phone-factor", { headers: PRIVATE_PAGE_HEADERS });
    const passwords = (await context.app.auth.$context).password;
    const result = await setPhoneFactor({ db: context.app.database.db, userId: viewer.userId, on: asked.data.turn === "on", password: asked.data.password, verifyPassword: passwords.verify });
    return redirect(`/account?phoneFactor=${result.ok ? (result.on ? "on" : "off") : result.reason}#account-phone-factor`, { headers: PRIVATE_PAGE_HEADERS });
  }
  if (form.intent === "unlink-sign-in-method") {
    const unlink = unlinkSignInMethodSchema.safeParse(form);
    if (!unlink.success) throw data(null, { status: 400, headers: PRIVATE_PAGE_HEADERS });
    // Asked first (the dialog, or the box without JavaScript): without the confirmation nothing changes.
    if (form[CONFIRM_FIELD.name] !== CONFIRM_FIELD.value) return redirect("/account?unlink=unconfirmed#account-security", { headers: PRIVATE_PAGE_HEADERS });
    const result = await unlinkSignInMethod({
      db: context.app.database.db,
      userId: viewer.userId,
      method: unlink.data.method,
      actor: { userId: viewer.userId, email: viewer.email },
      now: context.app.clock.now(),
    });
    return redirect(`/account?unlink=${result.ok ? "removed" : result.reason}#account-security`, { headers: PRIVATE_PAGE_HEADERS });
  }
  const parsed = mySubscriptionActionSchema.safeParse(form);
  if (!parsed.success) throw data(null, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  // A cancel is asked first (the dialog, or the box without JavaScript): without the confirmation nothing changes.
  if (parsed.data.intent === "cancel-subscription" && form[CONFIRM_FIELD.name] !== CONFIRM_FIELD.value) {
    return redirect(`/account?subscription=${parsed.data.id}&outcome=unconfirmed#account-subscriptions`, { headers: PRIVATE_PAGE_HEADERS });
  }
  const result = await actOnMySubscription({ app: context.app, viewer, input: parsed.data, returnUrl: `${site}/account` });
  if (result.ok && result.kind === "portal") return redirect(result.url, { headers: PRIVATE_PAGE_HEADERS });
  return redirect(`/account?subscription=${result.id}&outcome=${result.ok ? result.kind : result.reason}#account-subscriptions`, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `${accountCopy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const sectionTitle = "text-2xl font-bold";

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  const { viewer, records, recordsKey, subscriptions, subscriptionNotice, methods, methodNotice, twoStep } = loaderData;
  const security = accountCopy.security;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">{accountCopy.title}</h1>
      <p className="mt-3 text-neutral-300">{accountCopy.intro(viewer.name)}</p>

      <section aria-labelledby="account-records" className="mt-10">
        <h2 id="account-records" className={sectionTitle}>
          {accountCopy.records.title}
        </h2>
        {records ? (
          <MyRecordsList email={recordsKey} records={records} />
        ) : (
          <p data-unverified className="mt-3 rounded-2xl border border-spot-400/40 bg-stage-900 p-4 text-neutral-200">
            {accountCopy.records.unverified(viewer.email)}
          </p>
        )}
      </section>

      <section aria-labelledby="account-subscriptions-title" id="account-subscriptions" className="mt-12">
        <h2 id="account-subscriptions-title" className={sectionTitle}>
          {subscriptionCopy.account.title}
        </h2>
        <MySubscriptions subscriptions={subscriptions} notice={subscriptionNotice} />
      </section>

      <section aria-labelledby="account-security" className="mt-12">
        <h2 id="account-security" className={sectionTitle}>
          {security.title}
        </h2>
        <dl className="mt-4 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1">
          <dt className="text-neutral-400">{security.name}</dt>
          <dd className="break-words">{viewer.name}</dd>
          <dt className="text-neutral-400">{security.email}</dt>
          <dd className="break-all">{viewer.email}</dd>
        </dl>
        <SignInMethods methods={methods} notice={methodNotice} />
        <TwoStepPanel enabled={twoStep.app} email={viewer.email} />
        <PhoneFactorPanel phone={twoStep.verifiedPhone} on={twoStep.phone} email={viewer.email} notice={twoStep.notice} />
      </section>

      <section aria-labelledby="account-sign-out" className="mt-12">
        <h2 id="account-sign-out" className={`${sectionTitle} mb-4`}>
          {accountCopy.signOut.title}
        </h2>
        <SignOutPanel />
      </section>

      {viewer.isAdmin && (
        <nav aria-labelledby="account-team" className="mt-12">
          <h2 id="account-team" className={sectionTitle}>
            {accountCopy.team.title}
          </h2>
          <ul className="mt-4 space-y-2">
            {accountCopy.team.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="font-semibold text-spot-300 underline underline-offset-2">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
