import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { authCopy, authPageCopy as copy } from "~/content/auth";
import type { Sent } from "~/lib/post-json";
import { useJsonForm, type UseJsonFormOptions } from "~/lib/use-json-form";
import {
  backupCodeSchema,
  contactSchema,
  emailCodeSchema,
  newPasswordSchema,
  phoneResetFormSchema,
  safeReturnPath,
  signUpSchema,
  totpSchema,
} from "../auth-schemas";
import { callAuth, type AuthAnswer } from "../call-auth";
import { OneTimeCodeField } from "./one-time-code-field";

export type AuthStep =
  | { kind: "sign-in" }
  | { kind: "code" }
  | { kind: "code-entry"; email: string; phone?: string }
  | { kind: "phone-sign-up"; phone: string; name: string; password: string }
  | { kind: "sign-up" }
  | { kind: "check-email"; email: string }
  | { kind: "forgot" }
  | { kind: "reset"; token: string }
  | { kind: "phone-reset"; phone: string }
  | { kind: "two-factor"; method: SecondFactorMethod; methods: Array<"totp" | "otp"> };

/** The authenticator app, one of its backup codes, or a code texted to the account's phone (Better Auth's `otp`). */
type SecondFactorMethod = "totp" | "backup" | "otp";

type Notice = { tone: "info" | "error"; text: string } | null;

const TABS = [
  { kind: "sign-in", label: copy.tabs.signIn },
  { kind: "code", label: copy.tabs.code },
  { kind: "sign-up", label: copy.tabs.signUp },
] as const;

/** What a step's form may do to the panel: move to another step, finish signing in, remember the address typed. */
interface PanelControls {
  go: (next: AuthStep, notice?: Notice, moveFocus?: boolean) => void;
  signedIn: () => void;
  remember: (email: string) => void;
  email: string;
  /** The notice the step opened with; the form's own error takes its place once it is sent. */
  notice: Notice;
}

/**
 * Every way in on one page: password, emailed code, new account, forgotten password, and the
 * authenticator step. Each form runs on useJsonForm with the same schema the server applies and
 * posts to Better Auth; a successful sign-in loads `returnTo` afresh so every part of the page sees the session.
 */
export function AuthPanel({ initialStep, initialNotice, returnTo, providers = [] }: { initialStep: AuthStep; initialNotice?: Notice; returnTo: string; providers?: Array<"google" | "apple"> }) {
  // Moving to another step puts focus on its heading, except when a tab was chosen (focus stays on the tab).
  // `visit` counts the moves, so even the same step starts afresh.
  const [view, setView] = useState<{ step: AuthStep; focusHeading: boolean; visit: number }>({ step: initialStep, focusHeading: false, visit: 0 });
  const step = view.step;
  const [notice, setNotice] = useState<Notice>(initialNotice ?? null);
  const [resending, setResending] = useState(false);
  const [email, setEmail] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (view.focusHeading) headingRef.current?.focus();
  }, [view]);

  function go(next: AuthStep, nextNotice: Notice = null, moveFocus = true) {
    setNotice(nextNotice);
    setView((v) => ({ step: next, focusHeading: moveFocus, visit: v.visit + 1 }));
  }

  function signedIn() {
    // The loader checked returnTo already; checked again here because it is about to become a navigation.
    window.location.assign(safeReturnPath(returnTo));
  }

  async function resend(address: string) {
    if (resending) return;
    setResending(true);
    const answer = await callAuth("/send-verification-email", { email: address, callbackURL: "/" });
    setResending(false);
    setNotice(answer.ok ? { tone: "info", text: copy.messages.resent } : { tone: "error", text: answer.message });
  }

  const controls: PanelControls = { go, signedIn, remember: setEmail, email, notice };
  const tabbed = step.kind === "sign-in" || step.kind === "code" || step.kind === "sign-up";

  return (
    <div className="mt-8 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-8">
      {tabbed && <AuthTabs current={step.kind} onSelect={(kind) => go({ kind }, null, false)} />}
      {tabbed && providers.length > 0 && <ProviderButtons providers={providers} returnTo={returnTo} onError={(text) => setNotice({ tone: "error", text })} />}
      <div id="auth-step" role={tabbed ? "tabpanel" : undefined} aria-labelledby={tabbed ? `auth-tab-${step.kind}` : undefined}>
        <h2 ref={headingRef} tabIndex={-1} className="sr-only focus:not-sr-only focus:mb-4 focus:block focus:text-xl focus:font-bold focus:outline-none">
          {headingFor(step)}
        </h2>
        {step.kind === "sign-in" && <SignInForm key={view.visit} controls={controls} />}
        {step.kind === "code" && <SendCodeForm key={view.visit} controls={controls} />}
        {step.kind === "code-entry" && !step.phone && <UseCodeForm key={view.visit} controls={controls} email={step.email} />}
        {step.kind === "code-entry" && step.phone && <PhoneCodeForm key={view.visit} controls={controls} phone={step.phone} />}
        {step.kind === "phone-sign-up" && <PhoneCodeForm key={view.visit} controls={controls} phone={step.phone} signUp={{ name: step.name, password: step.password }} />}
        {step.kind === "sign-up" && <SignUpForm key={view.visit} controls={controls} />}
        {step.kind === "check-email" && (
          <div className="space-y-4">
            {notice && <NoticeBox notice={notice} />}
            <Button type="button" variant="outline" className="w-full" disabled={resending} onClick={() => resend(step.email)}>
              {resending ? `${copy.actions.resend}...` : copy.actions.resend}
            </Button>
            <LinkButton onClick={() => go({ kind: "sign-in" })}>{copy.actions.back}</LinkButton>
          </div>
        )}
        {step.kind === "forgot" && <ForgotForm key={view.visit} controls={controls} />}
        {step.kind === "reset" && <ResetForm key={view.visit} controls={controls} token={step.token} />}
        {step.kind === "phone-reset" && <PhoneResetForm key={view.visit} controls={controls} phone={step.phone} />}
        {step.kind === "two-factor" && step.method !== "otp" && <TwoFactorForm key={view.visit} controls={controls} method={step.method} methods={step.methods} />}
        {step.kind === "two-factor" && step.method === "otp" && <TextedFactorForm key={view.visit} controls={controls} methods={step.methods} />}
      </div>
    </div>
  );
}

/** The sign-in, code and sign-up forms take an email or a phone number: a phone number goes by text (the spec's default channel). */
const contactSignInSchema = z.object({ contact: contactSchema, password: z.string().min(1, authCopy.missingCredentials) });
const contactOnlySchema = z.object({ contact: contactSchema });
const contactSignUpSchema = z.object({ name: signUpSchema.shape.name, contact: contactSchema, password: signUpSchema.shape.password });
const phoneCodeFormSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, "Enter the 6 digits from the text message.") });
const isPhoneBody = (body: unknown) => typeof body === "object" && body !== null && "phoneNumber" in body;

/** Better Auth through callAuth, as the form hook's transport: its answers already carry the page's words. */
const viaAuth =
  <T,>(path: string | ((body: unknown) => string)) =>
  async (body: unknown): Promise<Sent<AuthAnswer<T>>> => {
    const answer = await callAuth<T>(typeof path === "string" ? path : path(body), body);
    return { httpStatus: answer.ok ? 200 : answer.status, answer };
  };

/** One step's form on useJsonForm: checked on submit with the step's schema, then sent to Better Auth. */
function useAuthForm<V extends Record<string, string>, T, S extends z.ZodType>(
  options: Pick<UseJsonFormOptions<V, AuthAnswer<T>, S>, "initialValues" | "schema" | "fields" | "focusId" | "toInput"> & {
    path: string | ((body: unknown) => string);
    toBody?: (parsed: z.output<S>) => unknown;
    onSuccess: (data: T, parsed: z.output<S>) => void;
    /** A refusal the step turns into a move; unhandled ones show as the form's error. */
    onRefused?: (answer: Extract<AuthAnswer<T>, { ok: false }>, parsed: z.output<S>) => void;
  },
) {
  return useJsonForm<V, AuthAnswer<T>, S>({
    ...options,
    validateOn: "submit",
    endpoint: viaAuth<T>(options.path),
    toBody: (input, parsed) => (parsed !== undefined && options.toBody ? options.toBody(parsed) : (parsed ?? input)),
    onSuccess: (answer, _status, parsed) => {
      if (parsed !== undefined) options.onSuccess(answer.data, parsed);
    },
    onError: (answer, _status, parsed) => {
      if (answer && parsed !== undefined) options.onRefused?.(answer, parsed);
    },
  });
}

/** The panel's notice until the form is sent, then the form's own error (a refusal, a network failure). */
function FormNotice({ form, notice }: { form: { formError?: string; state: { status: string } }; notice: Notice }) {
  const shown: Notice = form.formError ? { tone: "error", text: form.formError } : form.state.status === "idle" ? notice : null;
  return shown ? <NoticeBox notice={shown} /> : null;
}

type SignInAnswer = { twoFactorRedirect?: boolean; twoFactorMethods?: unknown };

/** After a password: the account's own second factor (its app first, else a texted code), or straight in. */
const twoFactorNext = (controls: PanelControls) => (data: SignInAnswer) => {
  if (!data.twoFactorRedirect) return controls.signedIn();
  const listed = Array.isArray(data.twoFactorMethods) ? data.twoFactorMethods : [];
  const methods = (["totp", "otp"] as const).filter((m) => listed.includes(m));
  const first = methods.includes("totp") || methods.length === 0 ? "totp" : "otp";
  controls.go({ kind: "two-factor", method: first, methods }, first === "totp" ? { tone: "info", text: copy.messages.twoFactorIntro } : null);
};

function SignInForm({ controls }: { controls: PanelControls }) {
  const form = useAuthForm<{ contact: string; password: string }, SignInAnswer, typeof contactSignInSchema>({
    initialValues: { contact: controls.email, password: "" },
    schema: contactSignInSchema,
    fields: ["contact", "password"],
    focusId: (field) => (field === "contact" ? "auth-email" : `auth-${field}`),
    path: (body) => (isPhoneBody(body) ? "/sign-in/phone-number" : "/sign-in/email"),
    toBody: ({ contact, password }) => (contact.kind === "phone" ? { phoneNumber: contact.phoneNumber, password, rememberMe: true } : { email: contact.email, password, rememberMe: true }),
    onSuccess: (data, { contact }) => {
      controls.remember(contact.kind === "phone" ? contact.phoneNumber : contact.email);
      twoFactorNext(controls)(data);
    },
    onRefused: (answer, { contact }) => {
      controls.remember(contact.kind === "phone" ? contact.phoneNumber : contact.email);
      if (answer.code === "EMAIL_NOT_VERIFIED" && contact.kind === "email") controls.go({ kind: "check-email", email: contact.email }, { tone: "info", text: copy.messages.unverified(contact.email) });
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={controls.notice} />
      <ContactField value={form.values.contact} onChange={(v) => form.set("contact", v)} error={form.shown("contact")} />
      <Field id="auth-password" name="password" type="password" label={copy.fields.password} autoComplete="current-password" value={form.values.password} onChange={(e) => form.set("password", e.target.value)} error={form.shown("password")} maxLength={128} required />
      <SubmitButton busy={form.submitting} label={copy.actions.signIn} />
      <LinkButton onClick={() => controls.go({ kind: "forgot" })}>{copy.actions.forgot}</LinkButton>
    </form>
  );
}

function SendCodeForm({ controls }: { controls: PanelControls }) {
  const form = useAuthForm<{ contact: string }, Record<string, unknown>, typeof contactOnlySchema>({
    initialValues: { contact: controls.email },
    schema: contactOnlySchema,
    fields: ["contact"],
    focusId: () => "auth-email",
    path: (body) => (isPhoneBody(body) ? "/phone-number/send-otp" : "/email-otp/send-verification-otp"),
    toBody: ({ contact }) => (contact.kind === "phone" ? { phoneNumber: contact.phoneNumber } : { email: contact.email, type: "sign-in" }),
    onSuccess: (_data, { contact }) => {
      if (contact.kind === "phone") {
        controls.remember(contact.phoneNumber);
        controls.go({ kind: "code-entry", email: "", phone: contact.phoneNumber }, { tone: "info", text: copy.messages.codeTexted(contact.phoneNumber) });
        return;
      }
      controls.remember(contact.email);
      controls.go({ kind: "code-entry", email: contact.email }, { tone: "info", text: copy.messages.codeSent(contact.email) });
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={controls.notice} />
      <ContactField value={form.values.contact} onChange={(v) => form.set("contact", v)} error={form.shown("contact")} />
      <SubmitButton busy={form.submitting} label={copy.actions.sendCode} />
    </form>
  );
}

function UseCodeForm({ controls, email }: { controls: PanelControls; email: string }) {
  const form = useAuthForm<{ email: string; otp: string }, SignInAnswer, typeof emailCodeSchema>({
    initialValues: { email, otp: "" },
    schema: emailCodeSchema,
    fields: ["otp", "email"],
    focusId: () => "auth-otp",
    path: "/sign-in/email-otp",
    onSuccess: twoFactorNext(controls),
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={controls.notice} />
      <OneTimeCodeField id="auth-otp" name="otp" label={copy.fields.code} hint={copy.hints.code} value={form.values.otp} onChange={(v) => form.set("otp", v)} error={form.shown("otp") ?? form.shown("email")} />
      <SubmitButton busy={form.submitting} label={copy.actions.useCode} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <LinkButton onClick={() => controls.go({ kind: "code" })}>{copy.actions.otherAddress}</LinkButton>
      </div>
    </form>
  );
}

function SignUpForm({ controls }: { controls: PanelControls }) {
  const form = useAuthForm<{ name: string; contact: string; password: string }, Record<string, unknown>, typeof contactSignUpSchema>({
    initialValues: { name: "", contact: controls.email, password: "" },
    schema: contactSignUpSchema,
    fields: ["name", "contact", "password"],
    focusId: (field) => (field === "password" ? "auth-new-account-password" : field === "contact" ? "auth-email" : `auth-${field}`),
    // A phone number is confirmed by a texted code first; the account is made with the code (PhoneCodeForm).
    path: (body) => (isPhoneBody(body) ? "/phone-number/send-otp" : "/sign-up/email"),
    toBody: ({ name, contact, password }) => (contact.kind === "phone" ? { phoneNumber: contact.phoneNumber } : { name, email: contact.email, password, callbackURL: "/" }),
    onSuccess: (_data, { name, contact, password }) => {
      if (contact.kind === "phone") {
        controls.remember(contact.phoneNumber);
        controls.go({ kind: "phone-sign-up", phone: contact.phoneNumber, name, password }, { tone: "info", text: copy.messages.signUpTexted(contact.phoneNumber) });
        return;
      }
      controls.remember(contact.email);
      controls.go({ kind: "check-email", email: contact.email }, { tone: "info", text: copy.messages.checkEmail(contact.email) });
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={controls.notice} />
      <Field id="auth-name" name="name" label={copy.fields.fullName} autoComplete="name" maxLength={100} value={form.values.name} onChange={(e) => form.set("name", e.target.value)} error={form.shown("name")} required />
      <ContactField value={form.values.contact} onChange={(v) => form.set("contact", v)} error={form.shown("contact")} />
      <Field
        id="auth-new-account-password"
        name="password"
        type="password"
        label={copy.fields.password}
        hint={copy.hints.password}
        autoComplete="new-password"
        maxLength={128}
        value={form.values.password}
        onChange={(e) => form.set("password", e.target.value)}
        error={form.shown("password")}
        required
      />
      <SubmitButton busy={form.submitting} label={copy.actions.signUp} />
    </form>
  );
}

/** The texted code: signs in to the number's account, or (with the sign-up form's name and password) makes it. */
function PhoneCodeForm({ controls, phone, signUp }: { controls: PanelControls; phone: string; signUp?: { name: string; password: string } }) {
  const form = useAuthForm<{ code: string }, Record<string, unknown>, typeof phoneCodeFormSchema>({
    initialValues: { code: "" },
    schema: phoneCodeFormSchema,
    fields: ["code"],
    focusId: () => "auth-otp",
    path: "/phone-number/verify",
    toBody: ({ code }) => ({ phoneNumber: phone, code, ...(signUp ?? {}) }),
    onSuccess: controls.signedIn,
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={controls.notice} />
      <OneTimeCodeField id="auth-otp" name="code" label={copy.fields.textedCode} hint={copy.hints.textedCode} value={form.values.code} onChange={(v) => form.set("code", v)} error={form.shown("code")} />
      <SubmitButton busy={form.submitting} label={copy.actions.useCode} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <LinkButton onClick={() => controls.go({ kind: signUp ? "sign-up" : "code" })}>{copy.actions.otherAddress}</LinkButton>
      </div>
    </form>
  );
}

/** A forgotten password: a link by email, or a code by text for an account made with a phone number. */
function ForgotForm({ controls }: { controls: PanelControls }) {
  const form = useAuthForm<{ contact: string }, Record<string, unknown>, typeof contactOnlySchema>({
    initialValues: { contact: controls.email },
    schema: contactOnlySchema,
    fields: ["contact"],
    focusId: () => "auth-email",
    path: (body) => (isPhoneBody(body) ? "/phone-number/request-password-reset" : "/request-password-reset"),
    toBody: ({ contact }) => (contact.kind === "phone" ? { phoneNumber: contact.phoneNumber } : { email: contact.email, redirectTo: "/auth?mode=reset" }),
    onSuccess: (_data, { contact }) => {
      if (contact.kind === "phone") {
        controls.remember(contact.phoneNumber);
        controls.go({ kind: "phone-reset", phone: contact.phoneNumber }, { tone: "info", text: copy.messages.resetTexted(contact.phoneNumber) });
        return;
      }
      controls.remember(contact.email);
      controls.go({ kind: "sign-in" }, { tone: "info", text: copy.messages.resetSent(contact.email) });
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={controls.notice} />
      <ContactField value={form.values.contact} onChange={(v) => form.set("contact", v)} error={form.shown("contact")} />
      <SubmitButton busy={form.submitting} label={copy.actions.sendReset} />
      <LinkButton onClick={() => controls.go({ kind: "sign-in" })}>{copy.actions.back}</LinkButton>
    </form>
  );
}

/** The texted reset code and the new password: every session of the account is signed out, then the person signs in afresh. */
function PhoneResetForm({ controls, phone }: { controls: PanelControls; phone: string }) {
  const form = useAuthForm<{ code: string; password: string; confirm: string }, Record<string, unknown>, typeof phoneResetFormSchema>({
    initialValues: { code: "", password: "", confirm: "" },
    schema: phoneResetFormSchema,
    fields: ["code", "password", "confirm"],
    focusId: (field) => (field === "code" ? "auth-otp" : `auth-reset-${field}`),
    path: "/phone-number/reset-password",
    toBody: ({ code, password }) => ({ phoneNumber: phone, otp: code, newPassword: password }),
    onSuccess: () => controls.go({ kind: "sign-in" }, { tone: "info", text: copy.messages.resetDone }),
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={controls.notice} />
      <OneTimeCodeField id="auth-otp" name="code" label={copy.fields.textedCode} hint={copy.hints.textedCode} value={form.values.code} onChange={(v) => form.set("code", v)} error={form.shown("code")} />
      <Field id="auth-reset-password" name="password" type="password" label={copy.fields.newPassword} hint={copy.hints.password} autoComplete="new-password" maxLength={128} value={form.values.password} onChange={(e) => form.set("password", e.target.value)} error={form.shown("password")} required />
      <Field id="auth-reset-confirm" name="confirm" type="password" label={copy.fields.confirmPassword} autoComplete="new-password" maxLength={128} value={form.values.confirm} onChange={(e) => form.set("confirm", e.target.value)} error={form.shown("confirm")} required />
      <SubmitButton busy={form.submitting} label={copy.actions.reset} />
      <LinkButton onClick={() => controls.go({ kind: "forgot" })}>{copy.actions.otherAddress}</LinkButton>
    </form>
  );
}

function ResetForm({ controls, token }: { controls: PanelControls; token: string }) {
  const form = useAuthForm<{ password: string; confirm: string }, Record<string, unknown>, typeof newPasswordSchema>({
    initialValues: { password: "", confirm: "" },
    schema: newPasswordSchema,
    fields: ["password", "confirm"],
    focusId: (field) => `auth-reset-${field}`,
    path: "/reset-password",
    toBody: (values) => ({ newPassword: values.password, token }),
    onSuccess: () => {
      window.history.replaceState(null, "", "/auth");
      controls.go({ kind: "sign-in" }, { tone: "info", text: copy.messages.resetDone });
    },
    onRefused: (answer) => {
      if (answer.code === "INVALID_TOKEN") controls.go({ kind: "forgot" }, { tone: "error", text: copy.messages.resetInvalid });
    },
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={controls.notice} />
      <Field id="auth-reset-password" name="password" type="password" label={copy.fields.newPassword} hint={copy.hints.password} autoComplete="new-password" maxLength={128} value={form.values.password} onChange={(e) => form.set("password", e.target.value)} error={form.shown("password")} required />
      <Field id="auth-reset-confirm" name="confirm" type="password" label={copy.fields.confirmPassword} autoComplete="new-password" maxLength={128} value={form.values.confirm} onChange={(e) => form.set("confirm", e.target.value)} error={form.shown("confirm")} required />
      <SubmitButton busy={form.submitting} label={copy.actions.reset} />
    </form>
  );
}

function TwoFactorForm({ controls, method, methods }: { controls: PanelControls; method: "totp" | "backup"; methods: Array<"totp" | "otp"> }) {
  const form = useAuthForm<{ code: string }, Record<string, unknown>, typeof totpSchema | typeof backupCodeSchema>({
    initialValues: { code: "" },
    schema: method === "totp" ? totpSchema : backupCodeSchema,
    fields: ["code"],
    focusId: () => (method === "totp" ? "auth-totp" : "auth-backup"),
    path: method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code",
    toBody: (values) => ({ code: values.code }),
    onSuccess: controls.signedIn,
  });
  const field = { name: "code", value: form.values.code, onChange: (e: { target: { value: string } }) => form.set("code", e.target.value), error: form.shown("code"), required: true };
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={controls.notice} />
      {method === "totp" ? (
        <Field id="auth-totp" label={copy.fields.totp} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} {...field} />
      ) : (
        <Field id="auth-backup" label={copy.fields.backup} autoComplete="off" spellCheck={false} maxLength={64} {...field} />
      )}
      <SubmitButton busy={form.submitting} label={copy.actions.verify} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <LinkButton
          onClick={() =>
            method === "totp"
              ? controls.go({ kind: "two-factor", method: "backup", methods }, { tone: "info", text: copy.messages.backupIntro })
              : controls.go({ kind: "two-factor", method: "totp", methods }, { tone: "info", text: copy.messages.twoFactorIntro })
          }
        >
          {method === "totp" ? copy.actions.useBackup : copy.actions.useTotp}
        </LinkButton>
        {methods.includes("otp") && <LinkButton onClick={() => controls.go({ kind: "two-factor", method: "otp", methods })}>{copy.actions.textCode}</LinkButton>}
      </div>
    </form>
  );
}

/** The phone factor: a code is texted to the account's verified number as the step opens (again on "send another"). */
function TextedFactorForm({ controls, methods }: { controls: PanelControls; methods: Array<"totp" | "otp"> }) {
  const [sent, setSent] = useState<Notice>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void callAuth("/two-factor/send-otp", {}).then((answer) => setSent(answer.ok ? { tone: "info", text: copy.messages.twoFactorTexted } : { tone: "error", text: answer.message }));
  }, []);
  const form = useAuthForm<{ code: string }, Record<string, unknown>, typeof phoneCodeFormSchema>({
    initialValues: { code: "" },
    schema: phoneCodeFormSchema,
    fields: ["code"],
    focusId: () => "auth-texted-factor",
    path: "/two-factor/verify-otp",
    toBody: ({ code }) => ({ code }),
    onSuccess: controls.signedIn,
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.submitting}>
      <FormNotice form={form} notice={sent} />
      <OneTimeCodeField id="auth-texted-factor" name="code" label={copy.fields.textedCode} hint={copy.hints.twoFactorTexted} value={form.values.code} onChange={(v) => form.set("code", v)} error={form.shown("code")} />
      <SubmitButton busy={form.submitting} label={copy.actions.verify} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <LinkButton onClick={() => controls.go({ kind: "two-factor", method: "otp", methods })}>{copy.actions.textAgain}</LinkButton>
        {methods.includes("totp") && (
          <LinkButton onClick={() => controls.go({ kind: "two-factor", method: "totp", methods }, { tone: "info", text: copy.messages.twoFactorIntro })}>{copy.actions.useTotp}</LinkButton>
        )}
      </div>
    </form>
  );
}

function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? `${label}...` : label}
    </Button>
  );
}

function headingFor(step: AuthStep): string {
  switch (step.kind) {
    case "sign-in":
      return copy.tabs.signIn;
    case "code":
    case "code-entry":
      return copy.tabs.code;
    case "sign-up":
    case "phone-sign-up":
      return copy.tabs.signUp;
    case "check-email":
      return copy.headings.checkEmail;
    case "forgot":
      return copy.headings.forgot;
    case "reset":
    case "phone-reset":
      return copy.headings.reset;
    case "two-factor":
      return copy.headings.twoFactor;
  }
}

function ContactField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Field
      id="auth-email"
      name="contact"
      type="text"
      label={copy.fields.contact}
      hint={copy.hints.contact}
      autoComplete="username"
      spellCheck={false}
      autoCapitalize="none"
      maxLength={254}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    />
  );
}

const PROVIDER_NAMES = { google: "Google", apple: "Apple" } as const;

/** Sign in with an identity provider (only those configured): Better Auth answers with the provider's page to go to. */
function ProviderButtons({ providers, returnTo, onError }: { providers: Array<"google" | "apple">; returnTo: string; onError: (text: string) => void }) {
  const [busy, setBusy] = useState(false);
  async function start(provider: "google" | "apple") {
    setBusy(true);
    const answer = await callAuth<{ url?: string }>("/sign-in/social", { provider, callbackURL: safeReturnPath(returnTo), errorCallbackURL: "/auth" });
    if (answer.ok && answer.data.url) {
      window.location.assign(answer.data.url);
      return;
    }
    setBusy(false);
    onError(answer.ok ? copy.messages.generic : answer.message);
  }
  return (
    <div className="mb-6 space-y-2">
      {providers.map((provider) => (
        <Button key={provider} type="button" variant="outline" className="w-full" disabled={busy} onClick={() => start(provider)}>
          {copy.actions.withProvider(PROVIDER_NAMES[provider])}
        </Button>
      ))}
    </div>
  );
}

function NoticeBox({ notice }: { notice: NonNullable<Notice> }) {
  return (
    <p
      role={notice.tone === "error" ? "alert" : "status"}
      data-auth-notice={notice.tone}
      className={
        notice.tone === "error"
          ? "mb-4 rounded-lg border border-rose-400/40 bg-rose-950/40 px-4 py-3 text-sm text-rose-100"
          : "mb-4 rounded-lg border border-spot-400/30 bg-stage-800 px-4 py-3 text-sm text-neutral-100"
      }
    >
      {notice.text}
    </p>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="text-sm font-semibold text-spot-300 underline underline-offset-4 hover:text-spot-200">
      {children}
    </button>
  );
}

/** A tab list by the WAI-ARIA pattern: arrows move between tabs, the selected one is the only tab stop. */
function AuthTabs({ current, onSelect }: { current: string; onSelect: (kind: (typeof TABS)[number]["kind"]) => void }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target = event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : delta ? (index + delta + TABS.length) % TABS.length : -1;
    if (target < 0) return;
    event.preventDefault();
    onSelect(TABS[target]!.kind);
    refs.current[target]?.focus();
  }
  return (
    <div role="tablist" aria-label={copy.title} className="mb-6 grid grid-cols-3 gap-1 rounded-full bg-stage-950 p-1">
      {TABS.map((tab, index) => {
        const selected = tab.kind === current;
        return (
          <button
            key={tab.kind}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={`auth-tab-${tab.kind}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="auth-step"
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.kind)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={
              selected
                ? "rounded-full bg-spot-400 px-2 py-2 text-xs font-semibold text-stage-950 sm:text-sm"
                : "rounded-full px-2 py-2 text-xs font-semibold text-neutral-200 hover:bg-white/10 sm:text-sm"
            }
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
