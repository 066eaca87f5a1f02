import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { pageEditorCopy } from "~/content/page-editor";
import { emptyValue, formNode, hasErrorUnder, pathId, pathName, unwrap, type Path } from "../schema-form";

const copy = pageEditorCopy;
const labelOf = (key: string | number) => (typeof key === "number" ? String(key + 1) : (copy.fields[key] ?? key));

interface FieldProps {
  schema: z.ZodType;
  value: unknown;
  path: Path;
  label: string;
  /** The key the field has in its object (prose keys get a text area). */
  fieldKey?: string;
  errors: Record<string, string>;
  onChange: (path: Path, value: unknown) => void;
}

function ErrorText({ path, errors }: { path: Path; errors: Record<string, string> }) {
  const message = errors[pathName(path)];
  return message ? (
    <p id={`${pathId(path)}-error`} className="mt-1 text-sm font-medium text-rose-300" data-error-for={pathName(path)}>
      {message}
    </p>
  ) : null;
}

/** One part of the page configuration, drawn from its zod schema: the control follows the schema's kind. */
export function SchemaField(props: FieldProps) {
  const { schema, value, path, label, errors, onChange } = props;
  const { optional } = unwrap(schema);
  const node = formNode(schema, props.fieldKey);
  const id = pathId(path);
  const error = errors[pathName(path)];
  const described = error ? `${id}-error` : undefined;

  if (node.kind === "object" || node.kind === "list" || node.kind === "map") {
    if (optional && value === undefined && node.kind === "object")
      return (
        <div>
          <Button type="button" variant="outline" onClick={() => onChange(path, emptyValue(schema))}>
            <Plus aria-hidden className="size-4" />
            {copy.include(label)}
          </Button>
        </div>
      );
    return (
      <fieldset className="min-w-0 space-y-3 rounded-xl border border-white/10 p-3" aria-describedby={described} data-path={pathName(path)}>
        <legend className="px-1 font-semibold">{label}</legend>
        <ErrorText path={path} errors={errors} />
        {node.kind === "object" && <ObjectFields {...props} shape={node.shape} />}
        {node.kind === "list" && <ListFields {...props} element={node.element} />}
        {node.kind === "map" && <MapFields {...props} valueSchema={node.value} />}
        {optional && node.kind === "object" && (
          <Button type="button" variant="outline" onClick={() => onChange(path, undefined)}>
            <X aria-hidden className="size-4" />
            {copy.remove(label)}
          </Button>
        )}
      </fieldset>
    );
  }

  if (node.kind === "boolean")
    return (
      <div>
        <label htmlFor={id} className="flex min-h-11 items-center gap-2">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(path, e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className="size-5 shrink-0 accent-spot-400"
          />
          <span>{label}</span>
        </label>
        <ErrorText path={path} errors={errors} />
      </div>
    );

  const labelEl = (
    <label htmlFor={id} className="block text-sm font-semibold text-neutral-100">
      {label}
    </label>
  );
  const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": described, className: inputClass } as const;

  if (node.kind === "choice") {
    const numeric = node.options.every((o) => typeof o === "number");
    return (
      <div>
        {labelEl}
        <select
          {...common}
          value={value === undefined ? "" : String(value)}
          onChange={(e) => onChange(path, e.target.value === "" ? undefined : numeric ? Number(e.target.value) : e.target.value)}
        >
          {(optional || value === undefined) && <option value="">{copy.none}</option>}
          {node.options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {String(o)}
            </option>
          ))}
        </select>
        <ErrorText path={path} errors={errors} />
      </div>
    );
  }

  // Text (and anything else, typed as text: the schema says whether it is right).
  const text = typeof value === "string" ? value : value === undefined ? "" : String(value);
  const set = (next: string) => onChange(path, optional && next === "" ? undefined : next);
  return (
    <div>
      {labelEl}
      {node.kind === "string" && node.multiline ? (
        <textarea {...common} rows={3} value={text} onChange={(e) => set(e.target.value)} />
      ) : (
        <input {...common} type="text" value={text} onChange={(e) => set(e.target.value)} autoComplete="off" />
      )}
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

function ObjectFields({ shape, value, path, errors, onChange }: FieldProps & { shape: Record<string, z.ZodType> }) {
  const object = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return (
    <div className="grid gap-3">
      {Object.entries(shape).map(([key, child]) => (
        <SchemaField key={key} schema={child} value={object[key]} path={[...path, key]} label={labelOf(key)} fieldKey={key} errors={errors} onChange={onChange} />
      ))}
    </div>
  );
}

function ItemControls({ label, index, count, onMove, onRemove }: { label: string; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Button type="button" variant="outline" size="none" className="size-11" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={copy.moveUp(label)}>
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button type="button" variant="outline" size="none" className="size-11" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={copy.moveDown(label)}>
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      <Button type="button" variant="outline" size="none" className="size-11" onClick={onRemove} aria-label={copy.remove(label)}>
        <X aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

function ListFields({ element, value, path, label, errors, onChange, fieldKey }: FieldProps & { element: z.ZodType }) {
  const items = Array.isArray(value) ? value : [];
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(path, next);
  };
  const simple = formNode(element).kind !== "object";
  return (
    <>
      {items.length === 0 && <p className="text-sm text-neutral-300">{copy.empty}</p>}
      <ol className="grid gap-3">
        {items.map((item, i) => {
          const itemLabel = copy.item(label, i + 1);
          return (
            // Items have no identity of their own; their place is what the configuration stores.
            <li key={i} className={simple ? "flex flex-wrap items-end gap-2" : "grid gap-2"}>
              <div className={simple ? "min-w-0 flex-1 basis-56" : undefined}>
                <SchemaField schema={element} value={item} path={[...path, i]} label={itemLabel} fieldKey={fieldKey} errors={errors} onChange={onChange} />
              </div>
              <ItemControls label={itemLabel} index={i} count={items.length} onMove={(to) => move(i, to)} onRemove={() => onChange(path, items.filter((_, j) => j !== i))} />
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" onClick={() => onChange(path, [...items, emptyValue(element)])}>
        <Plus aria-hidden className="size-4" />
        {copy.add(label)}
      </Button>
    </>
  );
}

function MapFields({ valueSchema, value, path, label, errors, onChange }: FieldProps & { valueSchema: z.ZodType }) {
  const entries = Object.entries(value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {});
  const [newKey, setNewKey] = useState("");
  const [keyError, setKeyError] = useState<string | null>(null);
  const newKeyId = `${pathId(path)}-new-key`;
  const add = () => {
    const key = newKey.trim();
    if (!key) return;
    if (entries.some(([k]) => k === key)) return setKeyError(copy.keyTaken);
    setKeyError(null);
    setNewKey("");
    onChange(path, { ...Object.fromEntries(entries), [key]: emptyValue(valueSchema) });
  };
  let body: ReactNode = entries.length === 0 ? <p className="text-sm text-neutral-300">{copy.empty}</p> : null;
  body ??= (
    <ul className="grid gap-3">
      {entries.map(([key, entry]) => {
        const entryLabel = copy.entry(label, key);
        return (
          <li key={key} className="grid gap-2">
            <SchemaField schema={valueSchema} value={entry} path={[...path, key]} label={entryLabel} errors={errors} onChange={onChange} />
            <div>
              <Button type="button" variant="outline" onClick={() => onChange(path, Object.fromEntries(entries.filter(([k]) => k !== key)))}>
                <X aria-hidden className="size-4" />
                {copy.remove(entryLabel)}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
  return (
    <>
      {body}
      <div className="flex flex-wrap items-end gap-2" data-open={hasErrorUnder(errors, path) || undefined}>
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={newKeyId} className="block text-sm font-semibold text-neutral-100">
            {copy.newKey}
          </label>
          <input
            id={newKeyId}
            value={newKey}
            onChange={(e) => setNewKey(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
            aria-invalid={keyError ? true : undefined}
            aria-describedby={keyError ? `${newKeyId}-error` : undefined}
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden className="size-4" />
          {copy.addEntry(label)}
        </Button>
      </div>
      {keyError && (
        <p id={`${newKeyId}-error`} className="text-sm font-medium text-rose-300">
          {keyError}
        </p>
      )}
    </>
  );
}
