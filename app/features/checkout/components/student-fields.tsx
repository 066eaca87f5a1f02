import { useState, type ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { studentFieldsWords } from "~/content/student-registration";
import { auditionAgeGroup, isMinor } from "~/domain/age-groups";
import { useHydrated } from "~/lib/use-hydrated";
import { guardianConsentText } from "../orders/checkout-schema";
import { EMPTY_STUDENT, studentInputName, type StudentFieldName, type StudentFieldValues } from "../orders/students-form-data";

export type { StudentFieldName, StudentFieldValues } from "../orders/students-form-data";

export interface StudentFieldsProps {
  /** The student's place in the form, from 0: inputs are named `students.{index}.{field}` (the schema's error paths). */
  index: number;
  /** The fieldset's legend, e.g. "Student 2". */
  legend: ReactNode;
  /** Prefix of the inputs' ids (`{idPrefix}-age`); `student-{index}` by default. */
  idPrefix?: string;
  /** Controlled values, with `onChange`. Without them the inputs keep their own state (a plain form post). */
  values?: StudentFieldValues;
  /** Starting values of uncontrolled inputs (what was posted, shown again with its errors). */
  defaultValues?: Partial<StudentFieldValues>;
  /** The fields that changed. */
  onChange?: (patch: Partial<StudentFieldValues>) => void;
  onBlur?: (field: StudentFieldName) => void;
  /** A message per field, shown under it and linked with aria-describedby. */
  errors?: Partial<Record<StudentFieldName, string>>;
  disabled?: boolean;
  /** Every item of the order is online (an online program): participant's words, no age group, consent to the online program. */
  online?: boolean;
}

/**
 * One student: name, age (with the age group it puts them in, except on an online order), a parent or guardian's name and
 * consent under 18, an optional email. Until the page is interactive the guardian fields are always
 * shown, so the form works without scripts.
 */
export function StudentFields({ index, legend, idPrefix = `student-${index}`, values, defaultValues, onChange, onBlur, errors = {}, disabled, online = false }: StudentFieldsProps) {
  const copy = studentFieldsWords(online);
  const hydrated = useHydrated();
  const start = { ...EMPTY_STUDENT, ...defaultValues };
  // Uncontrolled inputs still need the age to show the age group and the guardian fields.
  const [ownAge, setOwnAge] = useState(start.age);
  const ageText = values ? values.age : ownAge;
  const age = ageText.trim() === "" ? NaN : Number(ageText);
  const validAge = Number.isInteger(age) && age >= 3 && age <= 99;
  const minor = validAge && isMinor(age);
  const showGuardian = !hydrated || minor || Boolean(errors.parentName || errors.guardianConsent);

  const id = (field: StudentFieldName) => `${idPrefix}-${field}`;
  const change = (field: Exclude<StudentFieldName, "guardianConsent">) => (e: { target: { value: string } }) => {
    if (!values && field === "age") setOwnAge(e.target.value);
    onChange?.({ [field]: e.target.value } as Partial<StudentFieldValues>);
  };
  const input = (field: Exclude<StudentFieldName, "guardianConsent">) => ({
    id: id(field),
    name: studentInputName(index, field),
    error: errors[field],
    onBlur: () => onBlur?.(field),
    onChange: change(field),
    ...(values ? { value: values[field] } : { defaultValue: start[field] }),
  });
  const consentError = errors.guardianConsent;

  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-4 rounded-2xl border border-white/10 bg-stage-900 p-5">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <Field {...input("fullName")} label={copy.fullName} autoComplete="off" maxLength={100} required />
      <Field
        {...input("age")}
        label={copy.age}
        type="number"
        inputMode="numeric"
        min={3}
        max={99}
        step={1}
        required
        hint={validAge && copy.ageGroup ? copy.ageGroup(copy.ageGroups[auditionAgeGroup(age)]) : undefined}
        className="sm:max-w-48"
      />
      {showGuardian && (
        <div className="space-y-4 rounded-xl border border-white/10 p-4">
          <p className="text-sm text-neutral-300">{copy.guardianTitle}</p>
          <Field {...input("parentName")} label={hydrated ? copy.parentName : copy.parentNameBeforeAge} autoComplete="off" maxLength={100} required={minor} />
          <div>
            <label className="flex items-start gap-3 text-sm text-neutral-200">
              <input
                id={id("guardianConsent")}
                name={studentInputName(index, "guardianConsent")}
                type="checkbox"
                value="yes"
                className="mt-0.5 size-5 shrink-0 accent-spot-400"
                {...(values ? { checked: values.guardianConsent } : { defaultChecked: start.guardianConsent })}
                onChange={(e) => onChange?.({ guardianConsent: e.target.checked })}
                onBlur={() => onBlur?.("guardianConsent")}
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? `${id("guardianConsent")}-error` : undefined}
              />
              <span>{guardianConsentText(online)}</span>
            </label>
            {consentError && (
              <p id={`${id("guardianConsent")}-error`} className="mt-1 text-sm font-medium text-rose-300">
                {consentError}
              </p>
            )}
          </div>
        </div>
      )}
      <Field {...input("email")} label={copy.email} hint={copy.emailHint} type="email" autoComplete="off" inputMode="email" maxLength={254} />
    </fieldset>
  );
}
