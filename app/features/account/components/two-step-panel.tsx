import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { accountCopy } from "~/content/account";
import { useHydrated } from "~/lib/use-hydrated";
import { postAuth } from "../post-auth";
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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
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

  function go(next: Step) {
    setError(undefined);
    setCopied(false);
    setNotice("");
    setStep(next);
  }

  function failed(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function submitPassword(event: FormEvent<HTMLFormElement>, purpose: Purpose) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) return failed(accountCopy.errors.passwordMissing);
    setPending(true);
    try {
      if (purpose === "enable") {
        const result = await postAuth<{ totpURI?: string; backupCodes?: string[] }>("/two-factor/enable", { password });
        if (!result.ok) return failed(result.message);
        if (!result.data.totpURI || !result.data.backupCodes) return failed(accountCopy.errors.generic);
        go({ kind: "scan", totpURI: result.data.totpURI, backupCodes: result.data.backupCodes });
      } else if (purpose === "disable") {
        const result = await postAuth("/two-factor/disable", { password });
        if (!result.ok) return failed(result.message);
        // Re-read first, so the focus lands on the button the new state shows.
        await revalidator.revalidate();
        go({ kind: "idle" });
        setNotice(copy.turnedOff);
      } else {
        const result = await postAuth<{ backupCodes?: string[] }>("/two-factor/generate-backup-codes", { password });
        if (!result.ok) return failed(result.message);
        go({ kind: "codes", codes: result.data.backupCodes ?? [], heading: copy.codesTitle });
        setNotice(copy.codesReplaced);
      }
    } finally {
      setPending(false);
    }
  }

  async function submitCode(event: FormEvent<HTMLFormElement>, backupCodes: string[]) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\D/g, "");
    if (code.length !== 6) return failed(accountCopy.errors.codeFormat);
    setPending(true);
    try {
      const result = await postAuth("/two-factor/verify-totp", { code });
      if (!result.ok) return failed(result.message);
      go({ kind: "codes", codes: backupCodes, heading: copy.codesTitle });
      setNotice(copy.turnedOn);
      await revalidator.revalidate();
    } finally {
      setPending(false);
    }
  }

  async function copyCodes(codes: string[]) {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      // Without clipboard access the codes are still on screen to write down.
    }
  }

  const busy = pending || !hydrated;
  const passwordHint = step.kind === "password" ? copy.passwordHints[step.purpose] : undefined;

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
      {/* The field shows the error; this reads it out when focus is already in the field. */}
      <p role="alert" className="sr-only">
        {error}
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
        <form className="mt-4 space-y-4" noValidate onSubmit={(e) => void submitPassword(e, step.purpose)}>
          {/* Tells password managers which account the password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Field
            ref={inputRef}
            id={`${ids}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            label={copy.password}
            hint={passwordHint}
            error={error}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {pending ? copy.working : copy.continue}
            </Button>
            <Button type="button" variant="ghost" disabled={pending} onClick={() => go({ kind: "idle" })}>
              {copy.cancel}
            </Button>
          </div>
        </form>
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
          <form className="mt-4 space-y-4" noValidate onSubmit={(e) => void submitCode(e, step.backupCodes)}>
            <Field
              ref={inputRef}
              id={`${ids}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              label={copy.code}
              hint={copy.codeHint}
              error={error}
              className="max-w-48"
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={busy}>
                {pending ? copy.working : copy.confirm}
              </Button>
              <Button type="button" variant="ghost" disabled={pending} onClick={() => go({ kind: "idle" })}>
                {copy.cancel}
              </Button>
            </div>
          </form>
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
