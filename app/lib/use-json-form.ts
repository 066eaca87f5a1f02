import { useEffect, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "./form-errors";
import { postJson, type ApiAnswer } from "./post-json";

/** A form's zod schema, given as is or as a loader that imports it (and zod) on demand. */
export type FormSchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/** idle → submitting → success | error; a new submit starts again from submitting. */
export type JsonFormState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "success"; httpStatus: number; answer: ApiAnswer }
  | { status: "error"; httpStatus: number; answer: ApiAnswer };

export interface UseJsonFormOptions<V extends Record<string, unknown>> {
  initialValues: V | (() => V);
  schema: FormSchemaSource;
  /**
   * When errors are found. "change": from the current values on every render, shown for touched
   * fields (a loader then runs when the form mounts). "submit": on submit only, kept until the next
   * submit (a loader then runs on the first submit).
   */
  validateOn: "change" | "submit";
  /**
   * The visible fields in order. On submit they are all marked touched, only their errors stop the
   * post, and the first one with an error is focused. Without it any error stops the post.
   */
  fields?: readonly string[];
  /** The id of the element to focus for a field with an error. */
  focusId?: (field: string) => string;
  /** The values as the schema reads them (an empty optional field as undefined, props added). */
  toInput?: (values: V) => unknown;
  endpoint: string;
  /** What is posted; the schema's input by default. `parsed` is the schema's output. */
  toBody?: (input: unknown, parsed: unknown) => unknown;
  onSuccess?: (answer: ApiAnswer, httpStatus: number) => void;
  /** A refusal or a network failure (httpStatus 0); the answer's field errors are already shown. */
  onError?: (answer: ApiAnswer, httpStatus: number) => void;
}

function isLoader(schema: FormSchemaSource): schema is () => Promise<z.ZodType> {
  return typeof schema === "function" && !("safeParse" in schema);
}

/**
 * The public forms' shared state machine: values, touched fields, errors from the same zod schema
 * the server applies and from the server's `errors`, and the post itself through postJson (a network
 * failure is an error answer, never a throw). What was typed is kept when sending fails.
 */
export function useJsonForm<V extends Record<string, unknown>>(options: UseJsonFormOptions<V>) {
  const { schema: source, validateOn, fields, toInput = (v: V) => v } = options;
  const [values, setValues] = useState<V>(options.initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitErrors, setSubmitErrors] = useState<FieldErrors>({});
  const [loaded, setLoaded] = useState<z.ZodType | undefined>(() => (isLoader(source) ? undefined : source));
  const [state, setState] = useState<JsonFormState>({ status: "idle" });

  useEffect(() => {
    if (validateOn !== "change" || loaded || !isLoader(source)) return;
    let live = true;
    void source().then((s) => live && setLoaded(() => s));
    return () => {
      live = false;
    };
  }, [validateOn, loaded, source]);

  const validate = (schema: z.ZodType | undefined, input: unknown): { errors: FieldErrors; parsed?: unknown } => {
    const result = schema?.safeParse(input);
    if (!result) return { errors: {} };
    return result.success ? { errors: {}, parsed: result.data } : { errors: fieldErrors(result.error) };
  };

  const errors = validateOn === "change" ? validate(loaded, toInput(values)).errors : submitErrors;

  /** The message to show under a field: this form's own check first, then the server's. */
  const shown = (name: string): string | undefined => (touched[name] ? errors[name] || serverErrors[name] || undefined : undefined);

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => ({ ...e, [name]: "" }));
  };
  const touch = (name: string) => setTouched((t) => ({ ...t, [name]: true }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (fields) setTouched(Object.fromEntries(fields.map((f) => [f, true])));
    let schema = loaded;
    if (!schema) {
      schema = isLoader(source) ? await source() : source;
      const ready = schema;
      setLoaded(() => ready);
    }
    const input = toInput(values);
    const result = schema.safeParse(input);
    const found = result.success ? {} : fieldErrors(result.error);
    if (validateOn === "submit") setSubmitErrors(found);
    if (fields) {
      const first = fields.find((f) => found[f]);
      if (first) {
        document.getElementById(options.focusId ? options.focusId(first) : first)?.focus();
        return;
      }
    } else if (!result.success) return;
    setState({ status: "submitting" });
    const body = options.toBody ? options.toBody(input, result.success ? result.data : undefined) : input;
    const { httpStatus, answer } = await postJson(options.endpoint, body);
    if (answer.ok) {
      setState({ status: "success", httpStatus, answer });
      options.onSuccess?.(answer, httpStatus);
      return;
    }
    setState({ status: "error", httpStatus, answer });
    if (answer.errors) setServerErrors(answer.errors);
    options.onError?.(answer, httpStatus);
  }

  return {
    values,
    set,
    /** Mark a field touched (on blur, or at once for a checkbox), so its error shows. */
    touch,
    errors,
    shown,
    state,
    submitting: state.status === "submitting",
    submit,
  };
}
