import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { accountCopy } from "~/content/account";
import type { Sent } from "~/lib/post-json";
import { useHydrated } from "~/lib/use-hydrated";
import { useJsonForm } from "~/lib/use-json-form";
import { postAuth, type AuthResult } from "../post-auth";
import { twoStepCodeSchema, twoStepPasswordSchema } from "../two-step-schemas";
import { TotpQrCode } from "./totp-qr-code";

type Purpose = "enable" | "disable" | "backup";

type Step =
  | { kind: "idle" }
  | { kind: "password"; purpose: Purpose }
  | { kind: "scan"; totpURI: string; backupCodes: string[] }
  | { kind: "codes"; codes: string[]; heading: string };

const copy = accountCopy.security;

/** The otpauth:// secret in groups of four, as people type it into an app. */
function readableSecret(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Two-step verification on Better Auth's endpoints, called from the browser: turn on (password →
 * QR code → app code → backup codes shown once), turn off, and make new backup codes. The server
 * checks the session and the password on every call; the loader is re-read after each change.
 */
export function TwoStepPanel({ enabled, email }: { enabled: boolean; email: string }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [notice, setNotice] = useState("");
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const ids = useId();

  // Each step takes the focus, so keyboard and screen reader users land where the next action is.
  const previous = useRef(step.kind);
  useEffect(() => {
    if (previous.current === step.kind) return;
    previous.current = step.kind;
    if (step.kind === "password") inputRef.current?.focus();
    else if (step.kind === "scan" || step.kind === "codes") headingRef.current?.focus();
    else startRef.current?.focus();
  }, [step.kind]);

  function go(next: Step, nextNotice = "") {
    setCopied(false);
    setNotice(nextNotice);
    setStep(next);
  }

  async function passwordAccepted(purpose: Purpose, data: EnableAnswer) {
    if (purpose === "enable") {
      if (!data.totpURI || !data.backupCodes) return accountCopy.errors.generic;
      go({ kind: "scan", totpURI: data.totpURI, backupCodes: data.backupCodes });
    } else if (purpose === "disable") {
      // Re-read first, so the focus lands on the button the new state shows.
      await revalidator.revalidate();
      go({ kind: "idle" }, copy.turnedOff);
    } else go({ kind: "codes", codes: data.backupCodes ?? [], heading: copy.codesTitle }, copy.codesReplaced);
    return undefined;
  }

  async function codeAccepted(backupCodes: string[]) {
    go({ kind: "codes", codes: backupCodes, heading: copy.codesTitle }, copy.turnedOn);
    await revalidator.revalidate();
  }

  async function copyCodes(codes: string[]) {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      // Without clipboard access the codes are still on screen to write down.
    }
  }

  const busy = !hydrated;

  return (
    <div className="mt-4 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6" aria-labelledby={`${ids}-title`} role="group">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${ids}-title`} className="text-lg font-semibold">
          {copy.twoStep}
        </h3>
        <p data-two-step={enabled ? "on" : "off"} className={enabled ? "font-semibold text-spot-300" : "text-neutral-300"}>
          {enabled ? copy.on : copy.off}
        </p>
      </div>
      <p className="mt-2 text-neutral-300">{enabled ? copy.onExplained : copy.offExplained}</p>
      <p role="status" className={notice ? "mt-2 font-medium text-neutral-100" : undefined}>
        {notice}
      </p>

      {step.kind === "idle" && (
        <div className="mt-4 flex flex-wrap gap-3">
          {enabled ? (
            <>
              <Button ref={startRef} type="button" variant="outline" disabled={busy} onClick={() => go({ kind: "password", purpose: "disable" })}>
                {copy.turnOff}
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={() => go({ kind: "password", purpose: "backup" })}>
                {copy.newBackupCodes}
              </Button>
            </>
          ) : (
            <Button ref={startRef} type="button" disabled={busy} onClick={() => go({ kind: "password", purpose: "enable" })}>
              {copy.turnOn}
            </Button>
          )}
        </div>
      )}

      {step.kind === "password" && (
        <PasswordForm key={step.purpose} purpose={step.purpose} email={email} id={`${ids}-password`} inputRef={inputRef} hydrated={hydrated} onAccepted={passwordAccepted} onCancel={() => go({ kind: "idle" })} />
      )}

      {step.kind === "scan" && (
        <div className="mt-4">
          <h4 ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
            {copy.scanTitle}
          </h4>
          <div className="mt-3">
            <TotpQrCode uri={step.totpURI} label={copy.qrLabel} />
          </div>
          <p className="mt-3 text-sm text-neutral-300">{copy.manualEntry}</p>
          <p data-totp-secret className="mt-1 select-all break-all font-mono text-base tracking-wider text-neutral-100">
            {readableSecret(step.totpURI)}
          </p>
          <CodeForm id={`${ids}-code`} inputRef={inputRef} hydrated={hydrated} onAccepted={() => codeAccepted(step.backupCodes)} onCancel={() => go({ kind: "idle" })} />
        </div>
      )}

      {step.kind === "codes" && (
        <div className="mt-4" data-backup-codes>
          <h4 ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
            {step.heading}
          </h4>
          <p className="mt-2 text-neutral-200">{copy.codesNote}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-3" aria-label={step.heading}>
            {step.codes.map((code) => (
              <li key={code} className="rounded-md bg-stage-950 px-2 py-1.5 text-center tracking-wider">
                {code}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" onClick={() => void copyCodes(step.codes)}>
              {copy.copyCodes}
            </Button>
            <Button type="button" onClick={() => go({ kind: "idle" })}>
              {copy.savedCodes}
            </Button>
            <span role="status" className="text-sm text-neutral-300">
              {copied ? copy.copied : ""}
            </span>
          </div>
        </div>
      )}
    </div>
  );
}

type EnableAnswer = { totpURI?: string; backupCodes?: string[] };

/** Better Auth through postAuth, as the form hook's transport: its answers already carry the page's words. */
const viaAuth =
  <T,>(path: string) =>
  async (body: unknown): Promise<Sent<AuthResult<T>>> => {
    const answer = await postAuth<T>(path, body);
    return { httpStatus: answer.ok ? 200 : answer.status, answer };
  };

const PASSWORD_PATHS: Record<Purpose, string> = { enable: "/two-factor/enable", disable: "/two-factor/disable", backup: "/two-factor/generate-backup-codes" };

interface StepFormProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  hydrated: boolean;
  onCancel: () => void;
}

/** The field shows the error; the alert reads it out when focus is already in the field. */
function SpokenError({ error }: { error: string | undefined }) {
  return (
    <p role="alert" className="sr-only">
      {error}
    </p>
  );
}

function StepButtons({ submitting, hydrated, label, onCancel }: { submitting: boolean; hydrated: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={submitting || !hydrated}>
        {submitting ? copy.working : label}
      </Button>
      <Button type="button" variant="ghost" disabled={submitting} onClick={onCancel}>
        {copy.cancel}
      </Button>
    </div>
  );
}

/** The password again, for turning two-step on or off or making new backup codes. `onAccepted` answers a problem it finds. */
function PasswordForm({ purpose, email, id, inputRef, hydrated, onAccepted, onCancel }: StepFormProps & { purpose: Purpose; email: string; onAccepted: (purpose: Purpose, data: EnableAnswer) => Promise<string | undefined> }) {
  const form = useJsonForm<{ password: string }, AuthResult<EnableAnswer>, typeof twoStepPasswordSchema>({
    initialValues: { password: "" },
    schema: twoStepPasswordSchema,
    validateOn: "submit",
    fields: ["password"],
    focusId: () => id,
    endpoint: viaAuth<EnableAnswer>(PASSWORD_PATHS[purpose]),
    onSuccess: async (answer) => {
      const problem = await onAccepted(purpose, answer.data);
      if (!problem) return;
      form.setFormError(problem);
      inputRef.current?.focus();
    },
    onError: () => inputRef.current?.focus(),
  });
  const error = form.shown("password") ?? form.formError;
  return (
    <form className="mt-4 space-y-4" noValidate onSubmit={form.submit} aria-busy={form.submitting}>
      <SpokenError error={error} />
      {/* Tells password managers which account the password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        ref={inputRef}
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={copy.password}
        hint={copy.passwordHints[purpose]}
        value={form.values.password}
        onChange={(e) => form.set("password", e.target.value)}
        error={error}
      />
      <StepButtons submitting={form.submitting} hydrated={hydrated} label={copy.continue} onCancel={onCancel} />
    </form>
  );
}

/** The app's first code, which turns two-step on. */
function CodeForm({ id, inputRef, hydrated, onAccepted, onCancel }: StepFormProps & { onAccepted: () => Promise<void> }) {
  const form = useJsonForm<{ code: string }, AuthResult<Record<string, unknown>>, typeof twoStepCodeSchema>({
    initialValues: { code: "" },
    schema: twoStepCodeSchema,
    validateOn: "submit",
    fields: ["code"],
    focusId: () => id,
    endpoint: viaAuth("/two-factor/verify-totp"),
    toBody: (_input, parsed) => parsed,
    onSuccess: onAccepted,
    onError: () => inputRef.current?.focus(),
  });
  const error = form.shown("code") ?? form.formError;
  return (
    <form className="mt-4 space-y-4" noValidate onSubmit={form.submit} aria-busy={form.submitting}>
      <SpokenError error={error} />
      <Field
        ref={inputRef}
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        label={copy.code}
        hint={copy.codeHint}
        value={form.values.code}
        onChange={(e) => form.set("code", e.target.value)}
        error={error}
        className="max-w-48"
      />
      <StepButtons submitting={form.submitting} hydrated={hydrated} label={copy.confirm} onCancel={onCancel} />
    </form>
  );
}
