import fc from "fast-check";
import { z } from "zod";

// Request bodies for property-based API tests, generated from the shared zod schemas (through
// their JSON Schema) and then broken on purpose: the kinds of input a scanner or a careless
// client sends (decision 017).

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Values for named properties where a JSON Schema cannot say what is valid (an email, a price). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

// Short strings keep runs fast; over-long ones come from the hostile values below.
const MAX_GENERATED_LENGTH = 40;

function text(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === "uuid") return fc.uuid({ version: 4 });
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 4 },
    // Any code unit, lone surrogates and control characters included.
    { arbitrary: fc.string({ minLength, maxLength, unit: "binary" }), weight: 1 },
  );
}

function fromJsonSchema(s: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => fromJsonSchema(v, hints)));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => fromJsonSchema({ ...s, type }, hints)));
  switch (types[0]) {
    case "string":
      return text(s);
    case "integer":
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case "number":
      return fc.double({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(fromJsonSchema(s.items ?? {}, hints), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case "object": {
      const model = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, property]) => [
          key,
          hints[key] ?? fromJsonSchema(property, hints),
        ]),
      );
      return fc.record(model, { requiredKeys: s.required ?? [] });
    }
    default:
      return fc.anything();
  }
}

/** Bodies shaped as `schema` takes them (its input side), with `hints` for the named properties. */
export function schemaBodies(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema, hints);
}

/**
 * Values that break a field: control characters (NUL above all), too long, out of range, the
 * wrong type, anything. Weighted towards what databases refuse, since most fields are text.
 */
const hostileValues: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.string().map((s) => `${s}\u0000${s}`), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.string(), fc.integer({ min: 0, max: 0x1f }))
      .map(([s, code]) => `${s}${String.fromCharCode(code)}x`),
    weight: 1,
  },
  { arbitrary: fc.constantFrom("x".repeat(255), "x".repeat(5001), `${"a".repeat(290)}@example.com`), weight: 2 },
  { arbitrary: fc.constantFrom("\u007f", "\ud800", "%00", "'; drop table users; --"), weight: 1 },
  {
    arbitrary: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, -1, 0.5, 0),
    weight: 1,
  },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, "", " ", "0", "null"), weight: 1 },
  { arbitrary: fc.anything(), weight: 1 },
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, i) => pathsOf(item, [...prefix, i]))];
  if (value && typeof value === "object")
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  return [prefix];
}

/** A copy of `body` with the value at `path` replaced, or (for an object) a key it does not know added. */
function breakAt(body: unknown, path: Path, value: unknown, addKey: boolean): unknown {
  if (path.length === 0) {
    const isObject = body !== null && typeof body === "object" && !Array.isArray(body);
    return addKey && isObject ? { ...body, unexpected: value } : value;
  }
  const [head, ...rest] = path;
  const container = body as Record<string | number, unknown>;
  const copy = (Array.isArray(body) ? [...(body as unknown[])] : { ...container }) as Record<string | number, unknown>;
  copy[head] = breakAt(container[head], rest, value, addKey);
  return copy;
}

/** Well-formed bodies, the same with one spot broken, and anything at all. */
export function malformedBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const broken = valid.chain((body) =>
    fc
      .tuple(fc.constantFrom(...pathsOf(body)), hostileValues, fc.boolean())
      .map(([path, value, addKey]) => breakAt(body, path, value, addKey)),
  );
  return fc.oneof(valid, broken, broken, fc.anything());
}

/** Path ids a scanner tries: beyond int4, negative, not numbers, NUL, random text. */
export const hostileIds: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "2147483648",
    "4294967296",
    "99999999999999999999999",
    "-1",
    "0",
    "1.5",
    "1e3",
    "0x10",
    " 1",
    "NaN",
    "\u0000",
    "%00",
  ),
  fc.constantFrom(
    "00000000-0000-0000-0000-00000000000g",
    "00000000-0000-0000-0000-0000000000000",
    "{00000000-0000-0000-0000-000000000000}",
  ),
  fc.string({ minLength: 1, unit: "binary" }),
);
