import type * as z from 'zod';
import { contentSchemas, type ContentFile } from './schemas';

/**
 * The mistakes in a content module's export, one line each: "content/retreats.ts › The Kyoto
 * Silence › price: expected text like '$90,000', got the number 90000". An item of a list is
 * named by its own name or title, as its writer knows it.
 */
function problems(file: ContentFile, key: string, value: unknown): string[] {
  const schema = (contentSchemas[file] as Record<string, z.ZodType>)[key];
  if (!schema) return [`${file} › ${key}: no schema says what it holds (content/_lib/schemas.ts)`];
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${[file, ...where(key, value, issue.path)].join(' › ')}: ${issue.message}`,
  );
}

/**
 * Stops the load of a content module at its mistakes, one line each; the stack starts where
 * `caller` was called, at the module's own line, which the dev overlay shows.
 */
export function check(
  file: ContentFile,
  key: string,
  value: unknown,
  caller: (...args: never[]) => unknown,
): void {
  const found = problems(file, key, value);
  if (found.length > 0) {
    const mistake = new Error(found.join('\n'));
    Error.captureStackTrace(mistake, caller);
    throw mistake;
  }
}

/** The fields an item's writer knows it by, in order of preference. */
const names = ['name', 'href', 'title', 'heading', 'category', 'label', 'id'];

/** An entry of a list, as its writer knows it: "The Kyoto Silence", "/about/", "entry 3". */
function nameOf(entry: unknown, index: number): string {
  if (entry && typeof entry === 'object') {
    const fields = entry as Record<string, unknown>;
    const name = names.map((field) => fields[field]).find((v) => typeof v === 'string' && v);
    if (typeof name === 'string') return name;
  }
  return `entry ${index + 1}`;
}

/**
 * The item and the field an issue's path leads to. A list export's item is its entry; any other
 * export is its own item, by its name: "site › phone › display".
 */
function where(key: string, value: unknown, path: readonly PropertyKey[]): string[] {
  const steps: string[] = [];
  let at: unknown = value;
  let field: string[] = [];
  const flush = () => {
    if (field.length > 0) steps.push(field.join('.'));
    field = [];
  };
  path.forEach((step) => {
    if (typeof step === 'number' && Array.isArray(at)) {
      flush();
      steps.push(nameOf(at[step], step));
    } else {
      field.push(String(step));
    }
    at = at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[step] : undefined;
  });
  flush();
  return Array.isArray(value) ? (steps.length > 0 ? steps : [key]) : [key, ...steps];
}
