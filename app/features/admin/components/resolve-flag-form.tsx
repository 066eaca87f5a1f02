import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ledgerWords } from "~/content/ledger-words";

const words = ledgerWords.resolutions;

/**
 * Resolves one flagged ledger row with a note (what was done), posted to the page's own action
 * (`intent=resolve_flag`): the overview's attention list and the order page. Stacks at 375 px.
 */
export function ResolveFlagForm({ entryId, subject, error }: { entryId: number; subject: string; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "resolve_flag" && navigation.formData.get("entry") === String(entryId);
  const id = `flag-note-${entryId}`;
  return (
    <Form method="post" data-resolve-flag={entryId} className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end" aria-busy={busy}>
      <input type="hidden" name="intent" value="resolve_flag" />
      <input type="hidden" name="entry" value={entryId} />
      <div className="min-w-0 grow">
        <Field
          id={id}
          name="note"
          label={
            <>
              {words.noteLabel}
              {/* Many rows, many forms: each field names its row for a screen reader. */}
              <span className="sr-only"> ({subject})</span>
            </>
          }
          error={error}
          maxLength={500}
          minLength={3}
          autoComplete="off"
          required
        />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? words.resolving : words.resolve}
      </Button>
    </Form>
  );
}
