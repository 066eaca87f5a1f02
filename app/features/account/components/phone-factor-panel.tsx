import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { accountCopy } from "~/content/account";
import { setPhoneFactorSchema } from "../phone-factor-schema";

const copy = accountCopy.phoneFactor;

/**
 * The phone factor on /account: with the password, sign-in asks (or stops asking) for a code texted
 * to the verified number, besides the authenticator app. A plain form post: it works before the page's
 * JavaScript has loaded, and the browser checks the same schema as the action first.
 */
export function PhoneFactorPanel({ phone, on, email, notice }: { phone: string | null; on: boolean; email: string; notice: string | null }) {
  const ids = useId();
  const navigation = useNavigation();
  const [error, setError] = useState<string | undefined>();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "phone-factor";
  const turn = on ? "off" : "on";
  return (
    <div id="account-phone-factor" className="mt-4 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6" role="group" aria-labelledby={`${ids}-title`} data-phone-factor={on ? "on" : "off"}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${ids}-title`} className="text-lg font-semibold">
          {copy.title}
        </h3>
        <p className={on ? "font-semibold text-spot-300" : "text-neutral-300"}>{on ? copy.on : copy.off}</p>
      </div>
      {notice && (
        <p role="status" className="mt-2 font-medium text-neutral-100">
          {notice}
        </p>
      )}
      {phone ? (
        <>
          <p className="mt-2 break-words text-neutral-300">{on ? copy.onExplained(phone) : copy.offExplained(phone)}</p>
          <Form
            method="post"
            className="mt-4 space-y-4"
            noValidate
            aria-busy={saving}
            onSubmit={(event) => {
              const parsed = setPhoneFactorSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
              setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
              if (!parsed.success) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="phone-factor" />
            <input type="hidden" name="turn" value={turn} />
            {/* Tells password managers which account the password belongs to. */}
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <Field id={`${ids}-password`} name="password" type="password" autoComplete="current-password" required maxLength={128} label={copy.password} hint={copy.hint[turn]} error={error} />
            <Button type="submit" variant={on ? "outline" : undefined} disabled={saving}>
              {saving ? copy.working : on ? copy.turnOff : copy.turnOn}
            </Button>
          </Form>
        </>
      ) : (
        <p className="mt-2 text-neutral-300">{copy.noPhone}</p>
      )}
    </div>
  );
}
