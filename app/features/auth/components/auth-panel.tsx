import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { authPageCopy as copy } from "~/content/auth";
import {
  backupCodeSchema,
  emailCodeSchema,
  emailOnlySchema,
  newPasswordSchema,
  safeReturnPath,
  signInSchema,
  signUpSchema,
  totpSchema,
} from "../auth-schemas";
import { callAuth } from "../call-auth";

export type AuthStep =
  | { kind: "sign-in" }
  | { kind: "code" }
  | { kind: "code-entry"; email: string }
  | { kind: "sign-up" }
  | { kind: "check-email"; email: string }
  | { kind: "forgot" }
  | { kind: "reset"; token: string }
  | { kind: "two-factor"; method: "totp" | "backup" };

type Notice = { tone: "info" | "error"; text: string } | null;
type Errors = Record<string, string | undefined>;

const TABS = [
  { kind: "sign-in", label: copy.tabs.signIn },
  { kind: "code", label: copy.tabs.code },
  { kind: "sign-up", label: copy.tabs.signUp },
] as const;

/** Field errors from a zod result, first message per field. */
function fieldErrors(error: z.ZodError): Errors {
  const out: Errors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  return Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
}

/**
 * Every way in on one page: password, emailed code, new account, forgotten password, and the
 * authenticator step. Each form is checked with the same schema the server applies, then posted to
 * Better Auth; a successful sign-in loads `returnTo` afresh so every part of the page sees the session.
 */
export function AuthPanel({ initialStep, initialNotice, returnTo }: { initialStep: AuthStep; initialNotice?: Notice; returnTo: string }) {
  // Moving to another step puts focus on its heading, except when a tab was chosen (focus stays on the tab).
  const [view, setView] = useState<{ step: AuthStep; focusHeading: boolean }>({ step: initialStep, focusHeading: false });
  const step = view.step;
  const [notice, setNotice] = useState<Notice>(initialNotice ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (view.focusHeading) headingRef.current?.focus();
  }, [view]);

  function go(next: AuthStep, nextNotice: Notice = null, moveFocus = true) {
    setErrors({});
    setNotice(nextNotice);
    setView({ step: next, focusHeading: moveFocus });
  }

  function signedIn() {
    // The loader checked returnTo already; checked again here because it is about to become a navigation.
    window.location.assign(safeReturnPath(returnTo));
  }

  /** Validate, post, and keep the button busy until the answer is handled. */
  async function submit<S extends z.ZodType>(event: FormEvent<HTMLFormElement>, schema: S, send: (values: z.output<S>) => Promise<void>) {
    event.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse(formValues(event));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setNotice(null);
      return;
    }
    setErrors({});
    setNotice(null);
    setBusy(true);
    try {
      await send(parsed.data);
    } finally {
      setBusy(false);
    }
  }

  const fail = (message: string) => setNotice({ tone: "error", text: message });

  const onSignIn = (event: FormEvent<HTMLFormElement>) =>
    submit(event, signInSchema, async (values) => {
      setEmail(values.email);
      const answer = await callAuth<{ twoFactorRedirect?: boolean }>("/sign-in/email", { ...values, rememberMe: true });
      if (answer.ok) return answer.data.twoFactorRedirect ? go({ kind: "two-factor", method: "totp" }, { tone: "info", text: copy.messages.twoFactorIntro }) : signedIn();
      if (answer.code === "EMAIL_NOT_VERIFIED") return go({ kind: "check-email", email: values.email }, { tone: "info", text: copy.messages.unverified(values.email) });
      fail(answer.message);
    });

  const onSendCode = (event: FormEvent<HTMLFormElement>) =>
    submit(event, emailOnlySchema, async (values) => {
      const answer = await callAuth("/email-otp/send-verification-otp", { email: values.email, type: "sign-in" });
      if (!answer.ok) return fail(answer.message);
      setEmail(values.email);
      go({ kind: "code-entry", email: values.email }, { tone: "info", text: copy.messages.codeSent(values.email) });
    });

  const onUseCode = (event: FormEvent<HTMLFormElement>) =>
    submit(event, emailCodeSchema, async (values) => {
      const answer = await callAuth<{ twoFactorRedirect?: boolean }>("/sign-in/email-otp", values);
      if (answer.ok) return answer.data.twoFactorRedirect ? go({ kind: "two-factor", method: "totp" }, { tone: "info", text: copy.messages.twoFactorIntro }) : signedIn();
      fail(answer.message);
    });

  const onSignUp = (event: FormEvent<HTMLFormElement>) =>
    submit(event, signUpSchema, async (values) => {
      const answer = await callAuth("/sign-up/email", { ...values, callbackURL: "/" });
      if (!answer.ok) return fail(answer.message);
      setEmail(values.email);
      go({ kind: "check-email", email: values.email }, { tone: "info", text: copy.messages.checkEmail(values.email) });
    });

  async function resend(address: string) {
    if (busy) return;
    setBusy(true);
    const answer = await callAuth("/send-verification-email", { email: address, callbackURL: "/" });
    setBusy(false);
    setNotice(answer.ok ? { tone: "info", text: copy.messages.resent } : { tone: "error", text: answer.message });
  }

  const onForgot = (event: FormEvent<HTMLFormElement>) =>
    submit(event, emailOnlySchema, async (values) => {
      const answer = await callAuth("/request-password-reset", { email: values.email, redirectTo: "/auth?mode=reset" });
      if (!answer.ok) return fail(answer.message);
      go({ kind: "sign-in" }, { tone: "info", text: copy.messages.resetSent(values.email) });
    });

  const onReset = (token: string) => (event: FormEvent<HTMLFormElement>) =>
    submit(event, newPasswordSchema, async (values) => {
      const answer = await callAuth("/reset-password", { newPassword: values.password, token });
      if (!answer.ok) return answer.code === "INVALID_TOKEN" ? go({ kind: "forgot" }, { tone: "error", text: copy.messages.resetInvalid }) : fail(answer.message);
      window.history.replaceState(null, "", "/auth");
      go({ kind: "sign-in" }, { tone: "info", text: copy.messages.resetDone });
    });

  const onTwoFactor = (method: "totp" | "backup") => (event: FormEvent<HTMLFormElement>) =>
    submit(event, method === "totp" ? totpSchema : backupCodeSchema, async (values) => {
      const answer = await callAuth(method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code", { code: values.code });
      if (answer.ok) return signedIn();
      fail(answer.message);
    });

  const tabbed = step.kind === "sign-in" || step.kind === "code" || step.kind === "sign-up";
  const busyLabel = (label: string) => (busy ? `${label}...` : label);

  return (
    <div className="mt-8 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-8">
      {tabbed && <AuthTabs current={step.kind} onSelect={(kind) => go({ kind }, null, false)} />}
      <div id="auth-step" role={tabbed ? "tabpanel" : undefined} aria-labelledby={tabbed ? `auth-tab-${step.kind}` : undefined}>
        <h2 ref={headingRef} tabIndex={-1} className="sr-only focus:not-sr-only focus:mb-4 focus:block focus:text-xl focus:font-bold focus:outline-none">
          {headingFor(step)}
        </h2>
        {notice && <NoticeBox notice={notice} />}

        {step.kind === "sign-in" && (
          <form noValidate onSubmit={onSignIn} className="space-y-4">
            <EmailField errors={errors} defaultValue={email} />
            <Field id="auth-password" name="password" type="password" label={copy.fields.password} autoComplete="current-password" error={errors.password} maxLength={128} required />
            <Button type="submit" className="w-full" disabled={busy}>
              {busyLabel(copy.actions.signIn)}
            </Button>
            <LinkButton onClick={() => go({ kind: "forgot" })}>{copy.actions.forgot}</LinkButton>
          </form>
        )}

        {step.kind === "code" && (
          <form noValidate onSubmit={onSendCode} className="space-y-4">
            <EmailField errors={errors} defaultValue={email} />
            <Button type="submit" className="w-full" disabled={busy}>
              {busyLabel(copy.actions.sendCode)}
            </Button>
          </form>
        )}

        {step.kind === "code-entry" && (
          <form noValidate onSubmit={onUseCode} className="space-y-4">
            <input type="hidden" name="email" value={step.email} />
            <Field
              id="auth-otp"
              name="otp"
              label={copy.fields.code}
              hint={copy.hints.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              error={errors.otp ?? errors.email}
              required
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busyLabel(copy.actions.useCode)}
            </Button>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <LinkButton onClick={() => go({ kind: "code" })}>{copy.actions.otherAddress}</LinkButton>
            </div>
          </form>
        )}

        {step.kind === "sign-up" && (
          <form noValidate onSubmit={onSignUp} className="space-y-4">
            <Field id="auth-name" name="name" label={copy.fields.fullName} autoComplete="name" maxLength={100} error={errors.name} required />
            <EmailField errors={errors} defaultValue={email} />
            <Field
              id="auth-new-account-password"
              name="password"
              type="password"
              label={copy.fields.password}
              hint={copy.hints.password}
              autoComplete="new-password"
              maxLength={128}
              error={errors.password}
              required
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busyLabel(copy.actions.signUp)}
            </Button>
          </form>
        )}

        {step.kind === "check-email" && (
          <div className="space-y-4">
            <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => resend(step.email)}>
              {busyLabel(copy.actions.resend)}
            </Button>
            <LinkButton onClick={() => go({ kind: "sign-in" })}>{copy.actions.back}</LinkButton>
          </div>
        )}

        {step.kind === "forgot" && (
          <form noValidate onSubmit={onForgot} className="space-y-4">
            <EmailField errors={errors} defaultValue={email} />
            <Button type="submit" className="w-full" disabled={busy}>
              {busyLabel(copy.actions.sendReset)}
            </Button>
            <LinkButton onClick={() => go({ kind: "sign-in" })}>{copy.actions.back}</LinkButton>
          </form>
        )}

        {step.kind === "reset" && (
          <form noValidate onSubmit={onReset(step.token)} className="space-y-4">
            <Field id="auth-reset-password" name="password" type="password" label={copy.fields.newPassword} hint={copy.hints.password} autoComplete="new-password" maxLength={128} error={errors.password} required />
            <Field id="auth-reset-confirm" name="confirm" type="password" label={copy.fields.confirmPassword} autoComplete="new-password" maxLength={128} error={errors.confirm} required />
            <Button type="submit" className="w-full" disabled={busy}>
              {busyLabel(copy.actions.reset)}
            </Button>
          </form>
        )}

        {step.kind === "two-factor" && (
          <form key={step.method} noValidate onSubmit={onTwoFactor(step.method)} className="space-y-4">
            {step.method === "totp" ? (
              <Field id="auth-totp" name="code" label={copy.fields.totp} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} error={errors.code} required />
            ) : (
              <Field id="auth-backup" name="code" label={copy.fields.backup} autoComplete="off" spellCheck={false} maxLength={64} error={errors.code} required />
            )}
            <Button type="submit" className="w-full" disabled={busy}>
              {busyLabel(copy.actions.verify)}
            </Button>
            <LinkButton
              onClick={() =>
                step.method === "totp"
                  ? go({ kind: "two-factor", method: "backup" }, { tone: "info", text: copy.messages.backupIntro })
                  : go({ kind: "two-factor", method: "totp" }, { tone: "info", text: copy.messages.twoFactorIntro })
              }
            >
              {step.method === "totp" ? copy.actions.useBackup : copy.actions.useTotp}
            </LinkButton>
          </form>
        )}
      </div>
    </div>
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
      return copy.tabs.signUp;
    case "check-email":
      return copy.headings.checkEmail;
    case "forgot":
      return copy.headings.forgot;
    case "reset":
      return copy.headings.reset;
    case "two-factor":
      return copy.headings.twoFactor;
  }
}

function EmailField({ errors, defaultValue }: { errors: Errors; defaultValue: string }) {
  return (
    <Field
      id="auth-email"
      name="email"
      type="email"
      label={copy.fields.email}
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      maxLength={254}
      defaultValue={defaultValue}
      error={errors.email}
      required
    />
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
