import type { CheckoutWords } from "~/content/checkout";
import { EMPTY_STUDENT, studentErrors, type StudentFieldValues } from "../orders/students-form-data";
import { StudentFields } from "./student-fields";

export type StudentDraft = StudentFieldValues;
export const emptyStudent = (): StudentDraft => ({ ...EMPTY_STUDENT });

export interface CheckoutStudentsProps {
  seatCount: number;
  students: StudentDraft[];
  onChange: (students: StudentDraft[]) => void;
  /** Field errors keyed `students.{i}.{field}`. */
  errors: Record<string, string>;
  later: boolean;
  onLaterChange: (later: boolean) => void;
  /** The checkout's words for what the cart holds (`checkoutWords`). */
  words: CheckoutWords;
  /** Every item is online: participants, no age group, consent to the online program. */
  online: boolean;
}

/** One student per ticket at checkout, or the choice to name them after paying. */
export function CheckoutStudents({ seatCount, students, onChange, errors, later, onLaterChange, words, online }: CheckoutStudentsProps) {
  const update = (i: number, patch: Partial<StudentDraft>) => onChange(students.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <div data-checkout-students className="space-y-6 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{words.students.title}</h2>
      <p className="text-sm text-neutral-300">{words.students.intro(seatCount)}</p>
      {errors.students && (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {errors.students}
        </p>
      )}
      {students.map((s, i) => (
        <StudentFields key={i} index={i} legend={words.students.student(i + 1)} online={online} values={s} onChange={(patch) => update(i, patch)} errors={studentErrors(errors, i)} />
      ))}
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-1 size-5 accent-spot-400" checked={later} onChange={(e) => onLaterChange(e.target.checked)} />
        <span>{words.students.later}</span>
      </label>
    </div>
  );
}
