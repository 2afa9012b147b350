import fc from 'fast-check';
import { z } from 'zod';

/**
 * Inputs for the API fuzz layer, made from a route's own zod schema (through its JSON Schema, the
 * stable description zod gives of the input side: transforms and refinements are not in it, so a
 * "valid" input is one of the right shape, which the route may still refuse with a 4xx).
 */
type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  additionalProperties?: JsonSchema | boolean;
};

export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const anyScalar = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null));

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, 200);
  const fits = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Infinity);
  switch (s.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
  }
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'small' }).filter(fits);
    } catch {
      // a pattern fast-check cannot read: plain strings
    }
  }
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1_000_000);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1_000_000);
  if (integer)
    return fc.integer({ min: Math.max(Math.ceil(lo), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(hi), Number.MAX_SAFE_INTEGER) });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** A fast-check arbitrary of values that have the schema's shape. */
export function arbitraryOf(s: JsonSchema | boolean | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (s === undefined || s === true || depth > 6) return anyScalar;
  if (s === false) return fc.constant(undefined);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((x) => arbitraryOf(x, depth + 1)));
  if (s.allOf?.length) return arbitraryOf(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitraryOf(v, depth + 1)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return anyScalar;
  }
}

/** The schema's top-level fields: name, whether required, and its own schema. */
export function fieldsOf(s: JsonSchema | null): { name: string; required: boolean }[] {
  if (!s || s.type !== 'object' || !s.properties) return [];
  return Object.keys(s.properties).map((name) => ({ name, required: (s.required ?? []).includes(name) }));
}

/**
 * Values no field should take without a 4xx (or, for a free-text field, without being stored as
 * given): wrong types, empty and huge strings, control characters and NUL, odd unicode, numeric
 * edges (1e308, -0, NaN strings, fractions of a minor unit), injection-looking text.
 */
export const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  -0,
  1e308,
  -1e308,
  0.001,
  12.345,
  Number.MAX_SAFE_INTEGER + 2,
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x10',
  '',
  ' ',
  'x'.repeat(10_000),
  'a\u0000b',
  '\u0000',
  'bell\u0007',
  'esc\u001b[31m',
  'tab\tand\nnewline',
  '\ud800',
  '\u202egnp.exe',
  '𝕿𝖊𝖘𝖙 🎰 東京 ÿ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
  '__proto__',
  [],
  [1, 2, 3],
  {},
  { nested: { deeper: ['x'] } },
];

/** Fields a client must never be able to set: they ride along as extras on otherwise valid bodies. */
export const privilegedExtras: Record<string, unknown> = {
  balance: 1_000_000_000,
  real: 1_000_000,
  verified: true,
  verifiedSumSub: true,
  status: 'ok',
  playerId: '00000000-0000-4000-8000-000000000000',
  blockStatus: 0,
  role: 'admin',
  isOperator: true,
};

/** Whole bodies of the wrong kind. */
export const hostileBodies: unknown[] = [null, [], 'text', 42, true, JSON.parse('{"__proto__":{"polluted":true}}'), deepNest(60)];

function deepNest(levels: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}
