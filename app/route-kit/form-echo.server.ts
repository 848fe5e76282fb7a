import type { SubmissionResult } from "@conform-to/react";
import type * as core from "zod/v4/core";
import { ECHO_LIMIT } from "~/utils/form-answers";

/**
 * What a refused form sends back of what was posted (Conform's reply, which the page renders and
 * carries again in its data), held to the form's own fields and sizes: a value goes back whole
 * while it is within its field's maximum length (a long description is never lost because another
 * field was refused), cut to its first ECHO_LIMIT characters when it is over it; a field without a
 * maximum (a choice, a date, an id) holds to ECHO_LIMIT. Fields the form does not have are left
 * out (a page draws only its schema's fields from the reply), and so are Conform's own state and
 * intent when they are larger than a form would make them. So the answer to a refused form is
 * never much larger than the form itself, whatever was posted.
 */
export function echoWithin(
  result: SubmissionResult<string[]>,
  schema: core.$ZodType,
): SubmissionResult<string[]> {
  const shape = objectShape(schema);
  const bounded: SubmissionResult<string[]> = { ...result };
  if (result.initialValue) {
    bounded.initialValue = bound(result.initialValue, schema) as typeof result.initialValue;
  }
  if (result.fields) {
    bounded.fields = result.fields.filter((name) => Object.hasOwn(shape, topLevelName(name)));
  }
  if (result.state !== undefined && !small(result.state)) delete bounded.state;
  if (result.intent !== undefined && !small(result.intent)) delete bounded.intent;
  return bounded;
}

/** The most items of one field a reply shows again (a choice posted many times, say). */
const MAX_ITEMS = 100;

function bound(value: unknown, schema: core.$ZodType | undefined): unknown {
  const inner = schema && unwrap(schema);
  if (typeof value === "string") {
    return value.length <= (maxLengthOf(inner) ?? ECHO_LIMIT) ? value : value.slice(0, ECHO_LIMIT);
  }
  if (Array.isArray(value)) {
    const element = inner?._zod.def.type === "array" ? elementOf(inner) : inner;
    return value.slice(0, MAX_ITEMS).map((item) => bound(item, element));
  }
  if (value && typeof value === "object") {
    const shape = inner ? objectShape(inner) : {};
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => Object.hasOwn(shape, key))
        .map(([key, item]) => [key, bound(item, shape[key])]),
    );
  }
  return value;
}

type Def = core.$ZodTypeDef & Record<string, unknown>;
const WRAPPERS = new Set([
  "optional",
  "nonoptional",
  "nullable",
  "default",
  "prefault",
  "catch",
  "readonly",
]);

/** The schema a value is checked by, past optional, default, pipes and their like. */
function unwrap(schema: core.$ZodType): core.$ZodType {
  const def = schema._zod.def as Def;
  if (WRAPPERS.has(def.type)) return unwrap(def.innerType as core.$ZodType);
  if (def.type === "pipe") {
    const input = def.in as core.$ZodType;
    return unwrap(input._zod.def.type === "transform" ? (def.out as core.$ZodType) : input);
  }
  return schema;
}

/** A text's maximum length (its max_length check), or the longest of an enum's options. */
function maxLengthOf(schema: core.$ZodType | undefined): number | undefined {
  if (!schema) return undefined;
  const def = schema._zod.def as Def;
  if (def.type === "enum" || def.type === "literal") {
    const options = [...(schema._zod.values ?? [])].map(String);
    return Math.max(0, ...options.map((option) => option.length));
  }
  const checks = (def.checks ?? []) as { _zod: { def: { check: string; maximum?: number } } }[];
  const limits = checks.flatMap(({ _zod }) =>
    _zod.def.check === "max_length" && _zod.def.maximum !== undefined ? [_zod.def.maximum] : [],
  );
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

function objectShape(schema: core.$ZodType): Record<string, core.$ZodType> {
  const def = unwrap(schema)._zod.def as Def;
  return def.type === "object" ? (def.shape as Record<string, core.$ZodType>) : {};
}

const elementOf = (schema: core.$ZodType) => (schema._zod.def as Def).element as core.$ZodType;

/** `items[0].title` → `items`. */
const topLevelName = (name: string) => /^[^.[]*/.exec(name)![0];

const small = (value: unknown) => (JSON.stringify(value) ?? "").length <= ECHO_LIMIT;
