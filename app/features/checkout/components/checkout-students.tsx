import { checkoutCopy } from "~/content/checkout";
import { EMPTY_STUDENT, studentErrors, type StudentFieldValues } from "../students-form-data";
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
}

/** One student per ticket at checkout, or the choice to name them after paying. */
export function CheckoutStudents({ seatCount, students, onChange, errors, later, onLaterChange }: CheckoutStudentsProps) {
  const update = (i: number, patch: Partial<StudentDraft>) => onChange(students.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <div data-checkout-students className="space-y-6 rounded-2xl border border-white/10 bg-stage-900 p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{checkoutCopy.students.title}</h2>
      <p className="text-sm text-neutral-300">{checkoutCopy.students.intro(seatCount)}</p>
      {errors.students && (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {errors.students}
        </p>
      )}
      {students.map((s, i) => (
        <StudentFields key={i} index={i} legend={checkoutCopy.students.student(i + 1)} values={s} onChange={(patch) => update(i, patch)} errors={studentErrors(errors, i)} />
      ))}
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-1 size-5 accent-spot-400" checked={later} onChange={(e) => onLaterChange(e.target.checked)} />
        <span>{checkoutCopy.students.later}</span>
      </label>
    </div>
  );
}
