import { Field } from "~/components/ui/field";

/** A six-digit code typed from an email, a text or an authenticator app: a phone's keypad, and the code offered by the phone's own autofill. */
export function OneTimeCodeField(props: { id: string; name: string; label: string; hint?: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Field
      id={props.id}
      name={props.name}
      label={props.label}
      hint={props.hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error}
      required
    />
  );
}
