import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldPathErrors, firstInvalid, foldErrors, visibleErrors, withoutPath, type FieldErrors } from "./form-errors";
import { postJson, type ApiAnswer, type Sent } from "./post-json";

/** A form's zod schema, given as is or as a loader that imports it (and zod) on demand. */
export type FormSchemaSource<S extends z.ZodType = z.ZodType> = S | (() => Promise<S>);

/** What every answer a form handles has: `ok`, and on a refusal perhaps a message and field errors by path. */
export interface FormAnswer {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
}

/** The answers that mean it worked: the `ok: true` members of a union (all of a plain `ok: boolean` answer). */
export type Passed<A> = A extends { ok: true } ? A : A extends { ok: false } ? never : A;
/** The answers that refuse: the `ok: false` members of a union (all of a plain `ok: boolean` answer). */
export type Refused<A> = A extends { ok: false } ? A : A extends { ok: true } ? never : A;

/**
 * idle → submitting → success | error; a submit the schema stops is `invalid`. A refusal without an
 * answer (`answer` undefined) is a network failure (httpStatus 0) or a body that was not JSON.
 */
export type JsonFormState<A = ApiAnswer> =
  | { status: "idle" }
  | { status: "invalid" }
  | { status: "submitting" }
  | { status: "success"; httpStatus: number; answer: Passed<A> }
  | { status: "error"; httpStatus: number; answer: Refused<A> | undefined };

export interface UseJsonFormOptions<V extends Record<string, unknown>, A extends FormAnswer = ApiAnswer, S extends z.ZodType = z.ZodType> {
  initialValues: V | (() => V);
  schema: FormSchemaSource<S>;
  /**
   * When errors are found. "change": from the current values on every render, shown for touched
   * fields (a loader then runs when the form mounts). "submit": on submit only, kept until the next
   * submit (a loader then runs on the first submit).
   */
  validateOn: "change" | "submit";
  /**
   * The visible fields in order, as paths (`email`, `buyer.email`, `students.0.age`). On submit they
   * are all marked touched, only their errors stop the post, and the first one with an error (the
   * schema's, or else the server's) is focused. An error under a listed field (`links.1`) is shown on
   * it. Without a list any error stops the post.
   */
  fields?: readonly string[];
  /** The id of the element to focus for a field with an error; the path itself by default. */
  focusId?: (field: string) => string;
  /** The values as the schema reads them (an empty optional field as undefined, props added). */
  toInput?: (values: V) => unknown;
  /** Where the body is posted as JSON, or a function that sends it (another API's client). */
  endpoint: string | ((body: unknown) => Promise<Sent<A>>);
  /** What is posted; the schema's input by default. `parsed` is the schema's output when it passed. */
  toBody?: (input: unknown, parsed: z.output<S> | undefined) => unknown;
  /** The form-level error for a stopped submit, a refusal without a message, and a network failure. */
  messages?: { invalid?: string; failed?: string; network?: string };
  /** `parsed` is the schema's output for what was sent. The button stays pending until a returned promise settles. */
  onSuccess?: (answer: Passed<A>, httpStatus: number, parsed: z.output<S> | undefined) => void | Promise<void>;
  /** A refusal, or no answer (network failure: httpStatus 0); its field errors are already shown. */
  onError?: (answer: Refused<A> | undefined, httpStatus: number, parsed: z.output<S> | undefined) => void | Promise<void>;
}

function isLoader<S extends z.ZodType>(schema: FormSchemaSource<S>): schema is () => Promise<S> {
  return typeof schema === "function" && !("safeParse" in schema);
}

function validate(schema: z.ZodType | undefined, input: unknown, fields?: readonly string[]): FieldErrors {
  const result = schema?.safeParse(input);
  return result && !result.success ? foldErrors(fieldPathErrors(result.error), fields) : {};
}

/**
 * The browser forms' one state machine (JSON islands): values, touched fields, errors from the same
 * zod schema the server applies and from the server's `errors` (both keyed by path), a form-level
 * error, and the post itself (a network failure is an error answer, never a throw). What was typed
 * is kept when sending fails; a second submit while one is on its way is ignored.
 */
export function useJsonForm<V extends Record<string, unknown>, A extends FormAnswer = ApiAnswer, S extends z.ZodType = z.ZodType>(
  options: UseJsonFormOptions<V, A, S>,
) {
  const { schema: source, validateOn, fields, toInput = (v: V) => v, messages = {} } = options;
  const [values, setValues] = useState<V>(options.initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitErrors, setSubmitErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [loaded, setLoaded] = useState<S | undefined>(() => (isLoader(source) ? undefined : source));
  const [state, setState] = useState<JsonFormState<A>>({ status: "idle" });
  const sending = useRef(false);

  useEffect(() => {
    if (validateOn !== "change" || loaded || !isLoader(source)) return;
    let live = true;
    void source().then((s) => live && setLoaded(() => s));
    return () => {
      live = false;
    };
  }, [validateOn, loaded, source]);

  const errors = validateOn === "change" ? validate(loaded, toInput(values), fields) : submitErrors;
  const shownErrors = visibleErrors(touched, errors, serverErrors);

  const focus = (field: string) => document.getElementById(options.focusId ? options.focusId(field) : field)?.focus();

  /** Set a top-level value; the server's errors at it and under it go, since they answered what was there. */
  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => withoutPath(e, name));
  };
  const touch = (name: string) => setTouched((t) => ({ ...t, [name]: true }));

  /** Back to the start (or to `next`): no errors, nothing touched, idle. */
  const reset = (next?: V) => {
    setValues(next ?? options.initialValues);
    setTouched({});
    setServerErrors({});
    setSubmitErrors({});
    setFormError(undefined);
    setState({ status: "idle" });
  };

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      if (fields) setTouched(Object.fromEntries(fields.map((f) => [f, true])));
      let schema = loaded;
      if (!schema) {
        schema = isLoader(source) ? await source() : source;
        const ready = schema;
        setLoaded(() => ready);
      }
      const input = toInput(values);
      const result = schema.safeParse(input);
      const found = result.success ? {} : foldErrors(fieldPathErrors(result.error), fields);
      if (validateOn === "submit") setSubmitErrors(found);
      const first = fields ? firstInvalid(fields, found) : undefined;
      if (first || (!fields && !result.success)) {
        if (first) focus(first);
        setFormError(messages.invalid);
        setState({ status: "invalid" });
        return;
      }
      setFormError(undefined);
      setState({ status: "submitting" });
      const parsed = result.success ? result.data : undefined;
      const body = options.toBody ? options.toBody(input, parsed) : input;
      const { httpStatus, answer } = typeof options.endpoint === "string" ? await postJson<A>(options.endpoint, body) : await options.endpoint(body);
      if (answer?.ok) {
        try {
          await options.onSuccess?.(answer as Passed<A>, httpStatus, parsed);
        } finally {
          setState({ status: "success", httpStatus, answer: answer as Passed<A> });
        }
        return;
      }
      const refused = foldErrors(answer?.errors ?? {}, fields);
      setServerErrors(refused);
      setFormError(answer?.message || (httpStatus === 0 ? messages.network : messages.failed));
      setState({ status: "error", httpStatus, answer: answer as Refused<A> | undefined });
      const wrong = fields ? firstInvalid(fields, refused) : undefined;
      if (wrong) focus(wrong);
      await options.onError?.(answer as Refused<A> | undefined, httpStatus, parsed);
    } finally {
      sending.current = false;
    }
  }

  return {
    values,
    set,
    reset,
    /** Mark a field touched (on blur, or at once for a checkbox), so its error shows. */
    touch,
    /** This form's own check, by path (every error, touched or not). */
    errors,
    /** The message to show under a touched field: this form's own check first, then the server's. */
    shown: (name: string): string | undefined => shownErrors[name],
    /** Every shown message by path, e.g. for a group of fields (`students.0.*`). */
    shownErrors,
    /** The form-level error: the refusal's message, or `messages` for a stopped submit and a network failure. */
    formError,
    /** The form's own words for a problem no schema knows (a code already applied). */
    setFormError,
    state,
    submitting: state.status === "submitting",
    submit,
  };
}
