import { z } from "zod";

/**
 * What the page editor's generated form needs to know of a zod schema: the node kinds it draws a
 * control for, an empty value to add to a list, and reading and writing a draft by path. Pure.
 */
export type Path = ReadonlyArray<string | number>;

export type FormNode =
  | { kind: "object"; shape: Record<string, z.ZodType> }
  | { kind: "string"; multiline: boolean }
  | { kind: "boolean" }
  | { kind: "choice"; options: ReadonlyArray<string | number> }
  | { kind: "list"; element: z.ZodType }
  | { kind: "map"; value: z.ZodType }
  | { kind: "other" };

/** The schema under its optional and default wrappers, and whether it may be left out. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    if (inner instanceof z.ZodOptional) {
      optional = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    else return { inner, optional };
  }
}

/** The kind of control a schema is edited with. */
export function formNode(schema: z.ZodType, key?: string): FormNode {
  const { inner } = unwrap(schema);
  if (inner instanceof z.ZodObject) return { kind: "object", shape: inner.shape as Record<string, z.ZodType> };
  if (inner instanceof z.ZodString) return { kind: "string", multiline: key !== undefined && MULTILINE.has(key) };
  if (inner instanceof z.ZodBoolean) return { kind: "boolean" };
  if (inner instanceof z.ZodEnum) return { kind: "choice", options: inner.options as ReadonlyArray<string | number> };
  if (inner instanceof z.ZodUnion && inner.options.every((o) => o instanceof z.ZodLiteral))
    return { kind: "choice", options: inner.options.flatMap((o) => [...(o as z.ZodLiteral).values] as Array<string | number>) };
  if (inner instanceof z.ZodArray) return { kind: "list", element: inner.element as z.ZodType };
  if (inner instanceof z.ZodRecord) return { kind: "map", value: inner.valueType as z.ZodType };
  return { kind: "other" };
}

/** Prose fields, edited in a text area. */
const MULTILINE = new Set(["body", "intro", "summary", "note", "subtitle", "quote"]);

/** A new, empty value for a schema: what "Add" puts in a list or a map, and "Include" in an optional part. */
export function emptyValue(schema: z.ZodType): unknown {
  const node = formNode(schema);
  switch (node.kind) {
    case "object":
      return Object.fromEntries(
        Object.entries(node.shape).flatMap(([key, child]) => {
          if (child instanceof z.ZodDefault) return [[key, structuredClone(child.def.defaultValue)]];
          return unwrap(child).optional ? [] : [[key, emptyValue(child)]];
        }),
      );
    case "string":
      return "";
    case "boolean":
      return false;
    case "choice":
      return node.options[0];
    case "list":
      return [];
    case "map":
      return {};
    case "other":
      return undefined;
  }
}

export function getAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** A copy of `value` with `next` at `path` (undefined removes an object's key). */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...Array<string | number>];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = setAt(copy[key as number], rest, next);
    return copy;
  }
  const base = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const child = setAt(base[key], rest, next);
  if (child === undefined) {
    const { [key]: _dropped, ...kept } = base;
    return kept;
  }
  return { ...base, [key]: child };
}

/** The dotted name of a path, as error maps key it (`pricing.features.core.0`). */
export const pathName = (path: Path) => path.map(String).join(".");

/** An element id for a path: letters, digits, '-' and '_' only. */
export const pathId = (path: Path) => `page-${path.map((p) => String(p).replace(/[^A-Za-z0-9_]/g, "_")).join("-")}`;

/** Errors at or under a path: a closed part of the form opens when it holds one. */
export function hasErrorUnder(errors: Record<string, string>, path: Path): boolean {
  const name = pathName(path);
  return Object.keys(errors).some((key) => key === name || key.startsWith(`${name}.`) || name === "");
}
