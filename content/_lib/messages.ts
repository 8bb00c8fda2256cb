import * as z from 'zod';
import * as schemas from './schemas';
import { described, list, namingFields } from './schemas';
import { checkTagged, type Shape } from './shaped';

// A content export's mistakes, one line each, said from its schema (server only):
// "content/retreats.ts › Desert Clarity › price: expected a price, like '$100,000', got '90,000'".
type Schema = z.core.$ZodType;
const tags = new WeakMap<object, Shape>();
const at = (value: unknown, key: PropertyKey): unknown => Object(value)[key];
const nameOf = (item: unknown) => namingFields.map((field) => at(item, field)).find(Boolean);
/** What a field wraps (optional, readonly), unwrapped all the way: its shape, checks and metadata. */
const inner = (s: Schema, w = Object(s._zod.def).innerType): Schema => (w ? inner(w) : s);
const meta = (s: Schema) => ({ ...z.globalRegistry.get(inner(s)), ...z.globalRegistry.get(s) });

const untagged = { string: z.string().min(1), number: z.number().int().min(0), function: z.any() };
/** The schema an export keeps: the one it is tagged with, as a list if it is one. */
function schemaOf(value: unknown, shape = tags.get(Object(value))): Schema | undefined {
  const schema: Schema | undefined = Object(untagged)[typeof value] ?? schemas[shape!];
  const isList = Array.isArray(value) && schema && inner(schema)._zod.def.type !== 'tuple';
  return isList ? list(schema as z.ZodType) : schema;
}

/** The schema of the field at `key` of a value that keeps `schema`. */
function fieldOf(schema: Schema | undefined, key: PropertyKey): Schema | undefined {
  const def = Object(schema && inner(schema)._zod.def);
  if (def.options) return def.options.map((option: Schema) => fieldOf(option, key)).find(Boolean);
  return Object(def.shape)[key] ?? def.element ?? Object(def.items)[key] ?? def.valueType;
}

/** Where an issue is: the item (a list's entry by its name, else the export), then the field. */
function where(key: string, value: unknown, path: readonly PropertyKey[]): string[] {
  const steps: string[][] = Array.isArray(value) ? [] : [[String(nameOf(value) ?? key)], []];
  path.reduce((here, step) => {
    if (!Array.isArray(here)) steps[steps.length - 1]?.push(String(step));
    else steps.push([String(nameOf(at(here, step)) ?? `entry ${Number(step) + 1}`)], []);
    return at(here, step);
  }, value);
  const found = steps.filter((step) => step.length > 0).map((step) => step.join('.'));
  return found.length > 0 ? found : [key];
}

/** An example that fits `field`: the same field of another entry of its list, or its `example`. */
function exampleOf(field: Schema, value: unknown, path: readonly PropertyKey[]): unknown {
  const index = path.findLastIndex((step) => typeof step === 'number');
  const entries = path.slice(0, index).reduce(at, value);
  const others = Array.isArray(entries) && entries.map((e) => path.slice(index + 1).reduce(at, e));
  const fitting = [...(others || []), meta(field).example];
  return fitting.find((e) => typeof e !== 'object' && z.safeParse(inner(field), e).success);
}

/** What the field at an issue's path expects, what it holds instead, and an example that fits. */
function said(issue: z.core.$ZodIssue, schema: Schema, value: unknown): string {
  const field = issue.path.reduce(fieldOf, schema) ?? schema;
  const { shape = {}, checks = [] } = Object(inner(field)._zod.def);
  const held = issue.path.reduce(at, value);
  const params: { example?: unknown; got?: string } = ('params' in issue && issue.params) || {};
  let [expected, got] = [issue.message, params.got ?? described(held)];
  const kinds = Object({ string: 'text', int: 'a whole number', boolean: 'true or false' });
  if (issue.code === 'invalid_type') expected = kinds[issue.expected] ?? `a ${issue.expected}`;
  if (issue.code === 'invalid_value') expected = `one of ${issue.values.join(', ')}`;
  if (issue.code === 'unrecognized_keys') {
    expected = `only the fields ${Object.keys(shape).join(', ')}`;
    got = `${issue.keys.map((key) => `the field '${key}'`).join(', ')} too`;
  }
  if ((issue.code === 'too_small' || issue.code === 'too_big') && held !== '') {
    const unit = { string: ' characters', array: ' entries' }[issue.origin as string];
    // Both of the field's bounds, so a limit reads as the range that fits: "50 to 160 characters".
    const bounds = Object.assign({}, ...checks.map((check: Schema) => check._zod.def));
    const { minimum: lo = 1, maximum: hi = Infinity } = bounds;
    const both = hi < Infinity && (lo > 1 || issue.code === 'too_small');
    const range = both ? `${lo} to ${hi}` : hi < Infinity ? `at most ${hi}` : `at least ${lo}`;
    expected = unit ? `${range}${unit}` : `a number of at least ${Object(issue).minimum}`;
    if (typeof held === 'string') got = `${held.length} characters: ${got}`;
  } else if (issue.code === 'too_small') expected = 'text';
  const why = meta(field).description;
  const like = 'example' in params ? params.example : exampleOf(field, value, issue.path);
  const shown = typeof like === 'string' ? described(like) : like;
  return `expected ${expected}${why ? ` (${why})` : ''}${shown == null ? '' : `, like ${shown}`}, got ${got}`;
}

/** The mistakes in one export of a content module, one line each. */
export function problemsIn(file: string, key: string, value: unknown, shape?: Shape): string[] {
  const schema = schemaOf(value, shape);
  if (!schema) return [`${file} › ${key}: expected a value tagged as in shaped('retreat', …)`];
  const issues = z.safeParse(schema, value).error?.issues ?? [];
  const line = (issue: z.core.$ZodIssue) => [file, ...where(key, value, issue.path)].join(' › ');
  return issues.map((issue) => `${line(issue)}: ${said(issue, schema, value)}`);
}

/** Tags each value and checks it as its module tags it: a mistake stops the module at its line. */
checkTagged((file, shape, value, at) => {
  tags.set(Object(value), shape);
  const mistake = new Error(problemsIn(file, shape, value, shape).join('\n'));
  Error.captureStackTrace(mistake, at);
  if (mistake.message) throw mistake;
});
