import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { pageEditorCopy } from "~/content/page-editor";
import { pageConfigSchema, type PageConfig } from "~/domain/page-config";
import { fieldPathErrors } from "~/lib/form-errors";
import type { PageEditor } from "../page-editor-types";
import { hasErrorUnder, setAt, type Path } from "../schema-form";
import { SchemaField } from "./schema-field";

const copy = pageEditorCopy;

export type PageSaveAnswer = { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string>; stale?: boolean };

/**
 * The page configuration as a form drawn from its zod schema, one part per top-level key; the same
 * schema checks the draft here (errors on the fields, the preview) and on the server before saving.
 */
export function PageEditorForm({
  editor,
  answer,
  renderPreview,
}: {
  editor: PageEditor;
  answer: PageSaveAnswer | undefined;
  /** The city page drawn with a configuration (the route supplies the public page's components). */
  renderPreview: ((page: PageConfig) => ReactNode) | null;
}) {
  const navigation = useNavigation();
  const [draft, setDraft] = useState<unknown>(editor.page);
  const [checked, setChecked] = useState(false);
  const parsed = useMemo(() => pageConfigSchema.safeParse(draft), [draft]);
  const ownErrors = checked && !parsed.success ? fieldPathErrors(parsed.error) : {};
  const serverErrors = answer && !answer.ok ? answer.errors : {};
  const errors = { ...serverErrors, ...ownErrors };
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);
  const [openParts, setOpenParts] = useState<Record<string, boolean>>({});

  useEffect(() => {
    if (focusTick === 0 && !(answer && !answer.ok && Object.keys(answer.errors).length > 0)) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [focusTick, answer]);

  const onChange = (path: Path, value: unknown) => setDraft((d: unknown) => setAt(d, path, value));
  const shape = pageConfigSchema.shape;
  const busy = navigation.state === "submitting";

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:items-start">
      <Form
        ref={formRef}
        method="post"
        noValidate
        aria-label={copy.title(editor.cityName)}
        className="min-w-0 space-y-4"
        onSubmit={(event) => {
          setChecked(true);
          if (!parsed.success) {
            event.preventDefault();
            setFocusTick((n) => n + 1);
          }
        }}
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={editor.version} />
        <input type="hidden" name="config" value={JSON.stringify(draft)} />
        <SaveAnswer answer={answer} browserInvalid={checked && !parsed.success} reloadTo={`/admin/events/${editor.id}/page`} />
        {Object.entries(shape).map(([key, schema]) => (
          <details
            key={key}
            // Open while it holds an error, and open as long as the admin keeps it open once the error is fixed.
            open={openParts[key] || hasErrorUnder(errors, [key])}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              setOpenParts((parts) => (parts[key] === isOpen ? parts : { ...parts, [key]: isOpen }));
            }}
            className="rounded-2xl border border-white/10 p-3"
            data-part={key}
          >
            <summary className="min-h-11 cursor-pointer py-2 font-semibold">{copy.fields[key] ?? key}</summary>
            <div className="mt-3">
              <SchemaField schema={schema} value={(draft as Record<string, unknown>)[key]} path={[key]} label={copy.fields[key] ?? key} fieldKey={key} errors={errors} onChange={onChange} />
            </div>
          </details>
        ))}
        <div className="sticky bottom-0 -mx-1 bg-stage-950/95 px-1 py-3">
          <Button type="submit" disabled={busy}>
            {busy ? copy.saving : copy.save}
          </Button>
        </div>
      </Form>
      <Preview page={parsed.success ? parsed.data : null} first={editor.page} renderPreview={renderPreview} />
    </div>
  );
}

function SaveAnswer({ answer, browserInvalid, reloadTo }: { answer: PageSaveAnswer | undefined; browserInvalid: boolean; reloadTo: string }) {
  if (browserInvalid)
    return (
      <p role="alert" className="rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
        {copy.fixFields}
      </p>
    );
  if (!answer) return null;
  if (answer.ok)
    return (
      <p role="status" className="rounded-xl border border-spot-400/40 bg-spot-400/10 p-3 font-semibold">
        {answer.message}
      </p>
    );
  return (
    <div role="alert" className="rounded-xl border border-rose-300/40 bg-rose-300/10 p-3 font-medium text-rose-200">
      <p>{answer.message}</p>
      {answer.stale && (
        <p className="mt-2">
          <a href={reloadTo} className="font-semibold text-white underline">
            {copy.reload}
          </a>
        </p>
      )}
    </div>
  );
}

/** The city page with the draft; while the draft is invalid, the last valid one, said so. */
function Preview({ page, first, renderPreview }: { page: PageConfig | null; first: PageConfig; renderPreview: ((page: PageConfig) => ReactNode) | null }) {
  const [lastValid, setLastValid] = useState(first);
  if (page && page !== lastValid) setLastValid(page);
  const shown = useDeferredValue(page ?? lastValid);
  return (
    <section aria-labelledby="page-preview-title" className="min-w-0 lg:sticky lg:top-4">
      <h2 id="page-preview-title" className="text-2xl font-bold">
        {copy.previewHeading}
      </h2>
      <p className="mt-1 text-neutral-300">{copy.previewNote}</p>
      {!page && (
        <p role="status" className="mt-2 font-medium text-amber-200">
          {copy.previewStale}
        </p>
      )}
      {renderPreview ? (
        // Fixed parts of the page (bars, banners) stay inside the pane: a transform makes it their frame.
        <div
          role="region"
          aria-label={copy.previewHeading}
          tabIndex={0}
          data-page-preview
          className="mt-4 overflow-hidden rounded-2xl border border-white/15 [transform:translateZ(0)] lg:max-h-[calc(100vh-6rem)] lg:overflow-auto"
        >
          {renderPreview(shown)}
        </div>
      ) : (
        <p className="mt-4 text-neutral-300">{copy.noPage}</p>
      )}
    </section>
  );
}
