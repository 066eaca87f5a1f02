/** One student's inputs as typed (a form's values, before the schema reads them). */
export interface StudentFieldValues {
  fullName: string;
  age: string;
  parentName: string;
  guardianConsent: boolean;
  email: string;
}

export type StudentFieldName = keyof StudentFieldValues;

export const EMPTY_STUDENT: StudentFieldValues = { fullName: "", age: "", parentName: "", guardianConsent: false, email: "" };

/** The name of a student's input in a posted form: `students.2.age`, as the schema's error paths read. */
export const studentInputName = (index: number, field: StudentFieldName) => `students.${index}.${field}`;

const INPUT_NAME = /^students\.(\d{1,2})\.(fullName|age|parentName|guardianConsent|email)$/;

/**
 * The students of a posted form, by their index in the form. A checkbox is posted only when ticked.
 * Blocks left wholly empty are dropped: a buyer may register some students now and the rest later.
 */
export function readStudentsForm(formData: FormData): Array<{ index: number; values: StudentFieldValues }> {
  const byIndex = new Map<number, StudentFieldValues>();
  for (const [key, value] of formData) {
    const match = INPUT_NAME.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    const field = match[2] as StudentFieldName;
    const values = byIndex.get(index) ?? { ...EMPTY_STUDENT };
    byIndex.set(index, field === "guardianConsent" ? { ...values, guardianConsent: true } : { ...values, [field]: value });
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .filter(([, v]) => v.guardianConsent || [v.fullName, v.age, v.parentName, v.email].some((s) => s.trim() !== ""))
    .map(([index, values]) => ({ index, values }));
}

/** A student's errors from errors keyed by path (`students.2.age`), keyed by field. */
export function studentErrors(errors: Record<string, string> | undefined, index: number): Partial<Record<StudentFieldName, string>> {
  const prefix = `students.${index}.`;
  return Object.fromEntries(Object.entries(errors ?? {}).filter(([key]) => key.startsWith(prefix)).map(([key, message]) => [key.slice(prefix.length), message]));
}
