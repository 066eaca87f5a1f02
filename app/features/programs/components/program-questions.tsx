import { RichText } from "~/components/rich-text";
import type { ProgramQuestion } from "~/content/programs";

/** A short list of questions (h3) and answers, all in the server HTML. */
export function ProgramQuestions({ questions }: { questions: readonly ProgramQuestion[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-white/10 rounded-2xl border border-white/10 bg-stage-900">
      {questions.map((q) => (
        <div key={q.question} className="p-6">
          <h3 className="text-lg font-bold">{q.question}</h3>
          <RichText content={q.answer} className="mt-2 text-neutral-300" />
        </div>
      ))}
    </div>
  );
}
