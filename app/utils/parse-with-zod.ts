import { parse, type Submission } from "@conform-to/react";
import * as z from "zod/mini";
import type * as core from "zod/v4/core";

/**
 * Conform's `parseWithZod` (from @conform-to/zod/v4), for the browser and the server alike: form
 * values are coerced the way Conform coerces them (an empty text is no answer, a ticked checkbox
 * is `true`, an empty file is no file), then the form's one schema checks them. Conform's own
 * coercion rebuilds schemas with zod's full build, which would put 20 KB gzip back into every
 * page with a form; this does the same with zod/mini. parse-with-zod.test.ts holds it to
 * Conform's answers for every form of the app.
 */
export function parseWithZod<Schema extends core.$ZodType>(
  payload: FormData | URLSearchParams,
  { schema }: { schema: Schema },
): Submission<core.input<Schema>, string[], core.output<Schema>> {
  const submission = parse<core.output<Schema>, string[]>(payload, {
    resolve(value) {
      const result = z.safeParse(coerceFormValue(schema), value);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues)
        (error[fieldName(issue.path)] ??= []).push(issue.message);
      return { error };
    },
  });
  return submission as Submission<core.input<Schema>, string[], core.output<Schema>>;
}

/** A field's name from an issue's path, as Conform writes it: `items[0].title`. */
function fieldName(path: PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) =>
      typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key),
    "",
  );
}

type Schema = core.$ZodType;
type Def = core.$ZodTypeDef & Record<string, unknown>;
type Coercion = (value: unknown) => unknown;

/** A form's empty text is no answer. */
const stripEmptyText: Coercion = (value) => (value === "" ? undefined : value);
/** An empty file input sends a nameless empty file: no file. */
const stripEmptyFile: Coercion = (value) =>
  typeof File !== "undefined" && value instanceof File && value.name === "" && value.size === 0
    ? undefined
    : value;
const stripEmpty: Coercion = (value) => stripEmptyFile(stripEmptyText(value));

/** Text converted to the type (an empty text is no answer); text that does not convert stays text. */
const fromText =
  (convert: (text: string) => unknown): Coercion =>
  (value) => {
    if (typeof value !== "string" || value === "") return stripEmptyText(value);
    try {
      return convert(value);
    } catch {
      return value;
    }
  };

const COERCIONS: Partial<Record<string, Coercion>> = {
  string: stripEmptyText,
  enum: stripEmptyText,
  file: stripEmptyFile,
  number: fromText((text) => (text.trim() === "" ? Number.NaN : Number(text))),
  boolean: fromText((text) => {
    if (text === "on") return true;
    throw new Error("Not a boolean");
  }),
  date: fromText((text) => {
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) throw new Error("Invalid date");
    return date;
  }),
  bigint: fromText((text) => {
    if (text.trim() === "") throw new Error("Empty bigint");
    return BigInt(text);
  }),
};

function coercionOf(schema: Schema): Coercion | undefined {
  const def = schema._zod.def as Def;
  if (def.type !== "literal") return COERCIONS[def.type];
  const literal = [...((def.values as unknown[] | undefined) ?? [""])][0];
  return COERCIONS[typeof literal] ?? stripEmptyText;
}

/** `coercion`, then the schema, keeping whether the schema's input and output may be missing. */
function coerceThen(coercion: Coercion, target: Schema): Schema {
  const schema = z.pipe(z.transform(coercion), target);
  if (target._zod.optin) schema._zod.optin = target._zod.optin;
  if (target._zod.optout) schema._zod.optout = target._zod.optout;
  return schema;
}

/** Whether a missing field still parses to something (an empty list or object). */
function materializesMissingValue(schema: Schema): boolean {
  const def = schema._zod.def as Def;
  if (WRAPPERS.has(def.type)) return materializesMissingValue(def.innerType as Schema);
  if (def.type === "pipe") {
    const { in: input, out } = def as unknown as { in: Schema; out: Schema };
    return materializesMissingValue(input._zod.def.type === "transform" ? out : input);
  }
  return def.type === "array" || def.type === "object";
}
const WRAPPERS = new Set([
  "optional",
  "nonoptional",
  "default",
  "prefault",
  "catch",
  "nullable",
  "readonly",
]);

/** The same schema, but its input may be missing (an unsent list or group of fields). */
function withOptionalInput(schema: Schema): Schema {
  const copy = Object.create(Object.getPrototypeOf(schema));
  const { _zod, ...descriptors } = Object.getOwnPropertyDescriptors(schema);
  Object.defineProperties(copy, descriptors);
  Object.defineProperty(copy, "_zod", {
    value: Object.create(_zod.value as object, { optin: { value: "optional" } }),
  });
  return copy;
}

const coerced = new WeakMap<Schema, Schema>();

/** The schema rebuilt so that it first coerces form values (cached per schema). */
export function coerceFormValue<S extends Schema>(schema: S): S {
  let result = coerced.get(schema);
  if (!result) {
    result = coerceType(schema);
    coerced.set(schema, result);
  }
  return result as S;
}

function coerceType(schema: Schema): Schema {
  const def = schema._zod.def as Def;
  const rebuild = (changes: Record<string, unknown>): Schema =>
    new schema._zod.constr({ ...def, ...changes }) as Schema;
  const coercion = coercionOf(schema);
  if (coercion) return coerceThen(coercion, schema);
  switch (def.type) {
    case "array":
      return coerceThen(
        (value) => (Array.isArray(value) ? value : stripEmpty(value) === undefined ? [] : [value]),
        rebuild({ element: coerceType(def.element as Schema) }),
      );
    case "object": {
      const shape = Object.entries(def.shape as Record<string, Schema>).map(([key, field]) => {
        const result = coerceType(field);
        const optional = field._zod.optin !== "optional" && materializesMissingValue(field);
        return [key, optional ? withOptionalInput(result) : result];
      });
      return coerceThen(
        (value) => (value === undefined ? {} : value),
        rebuild({ shape: Object.fromEntries(shape) }),
      );
    }
    case "optional":
    case "nonoptional":
      return coerceThen(stripEmpty, rebuild({ innerType: coerceType(def.innerType as Schema) }));
    case "default":
    case "prefault":
      // The empty text that IS the default is not stripped.
      return coerceThen(
        stripEmpty,
        rebuild({
          innerType: def.defaultValue !== "" ? coerceType(def.innerType as Schema) : def.innerType,
        }),
      );
    case "catch":
    case "nullable":
    case "readonly":
      return rebuild({ innerType: coerceType(def.innerType as Schema) });
    case "pipe":
      return rebuild({ in: coerceType(def.in as Schema), out: coerceType(def.out as Schema) });
    case "union":
    case "intersection":
    case "tuple":
    case "lazy":
      // Conform handles these too; no form of ours needs them yet.
      throw new Error(`parseWithZod: a form field of type ${def.type} is not supported yet`);
    default:
      return schema;
  }
}
