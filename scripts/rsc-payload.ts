/**
 * Reads the React Server Components payload Next inlines in an exported page
 * (`self.__next_f.push([1, "…"])`), far enough to list the client components it references: the
 * `I` rows, which name a client module by id and an export. The build uses it to prove that a page
 * it strips of React has nothing for React to do. It also tells the runtime's other traces in a
 * page: its inline scripts, its script files and their preloads.
 */
import { attributeOf, elementsOf, textOf, type Element } from './html';

/** How each inline script of Next's runtime starts: the payload, and Turbopack's chunk list. */
const rscScriptStarts = ['(self.__next_f=self.__next_f||[]).push(', 'self.__next_f.push('];
const turbopackScriptStart = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

export const isRscScript = (script: Element) =>
  rscScriptStarts.some((start) => textOf(script).startsWith(start));

export const isTurbopackScript = (script: Element) =>
  textOf(script).startsWith(turbopackScriptStart);

/** A script file of Next's runtime, as a page names it. */
export const isRuntimeUrl = (url: string | undefined): url is string =>
  !!url && url.startsWith('/_next/static/') && url.endsWith('.js');

/** A `<link>` preloading a script (`modulepreload`, or `preload` as a script), whatever its URL. */
export function isScriptPreload(link: Element): boolean {
  if (link.tagName !== 'link') return false;
  const rel = (attributeOf(link, 'rel') ?? '').toLowerCase().split(/\s+/);
  return (
    rel.includes('modulepreload') ||
    (rel.includes('preload') && attributeOf(link, 'as')?.toLowerCase() === 'script')
  );
}

/** A client component a payload references: its module's id and the export it uses. */
export interface ClientReference {
  id: string;
  name: string;
}

export class UnreadablePayloadError extends Error {
  constructor(problem: string) {
    super(`the inline RSC payload cannot be read: ${problem}`);
    this.name = 'UnreadablePayloadError';
  }
}

/** The text one inline push of the payload carries; `null` for the push that opens the stream. */
export function pushedText(script: Element): string | null {
  const body = textOf(script);
  const start = rscScriptStarts.find((prefix) => body.startsWith(prefix));
  if (!start) throw new UnreadablePayloadError(`a script that is no push: ${body.slice(0, 60)}…`);
  if (!body.endsWith(')')) throw new UnreadablePayloadError(`a push without its end`);
  let chunk: unknown;
  try {
    chunk = JSON.parse(body.slice(start.length, -1));
  } catch {
    throw new UnreadablePayloadError(`a push that is not JSON: ${body.slice(0, 60)}…`);
  }
  if (!Array.isArray(chunk)) throw new UnreadablePayloadError('a push that is not a list');
  // [0] opens the stream; [1, text] carries it. Anything else (binary, form state) is new.
  if (chunk[0] === 0 && chunk.length === 1) return null;
  if (chunk[0] === 1 && typeof chunk[1] === 'string') return chunk[1];
  throw new UnreadablePayloadError(`a push of kind ${JSON.stringify(chunk[0])}`);
}

/** An inline push carrying `text`, as Next writes it: JSON, with no "<" that could end it early. */
export const pushScript = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, '\\u003c')})</script>`;

/** The page's payload text, its pushes joined in order. */
export function payloadOf(html: string): string {
  return elementsOf(html)
    .filter((e) => e.tagName === 'script' && attributeOf(e, 'src') === undefined && isRscScript(e))
    .map((script) => pushedText(script) ?? '')
    .join('');
}

/** Moves `bytes` UTF-8 bytes on from `from` in `text`, as React's text rows count them. */
function advanceBytes(text: string, from: number, bytes: number): number {
  let index = from;
  let left = bytes;
  while (left > 0) {
    if (index >= text.length) throw new UnreadablePayloadError('a text row runs past the end');
    const code = text.codePointAt(index)!;
    left -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += code >= 0x10000 ? 2 : 1;
  }
  return index;
}

const isHexDigit = (character: string | undefined) =>
  !!character && '0123456789abcdefABCDEF'.includes(character);

/** A row of a payload: its id, its tag (a letter, if any), and where its value lies. */
interface Row {
  id: string;
  tag: string;
  /** The value, after the tag: `payload.slice(start, end)`. */
  start: number;
  end: number;
}

/**
 * The rows of a payload, in order. Rows are `id:` then a tag and a line; text rows (`T` + hex
 * byte length + `,`) carry that many bytes, newlines included, and no line end.
 */
function* rowsOf(payload: string): Generator<Row> {
  let index = 0;
  while (index < payload.length) {
    const colon = payload.indexOf(':', index);
    if (colon < 0) throw new UnreadablePayloadError(`a row without an id at ${index}`);
    const id = payload.slice(index, colon);
    const tag = payload[colon + 1];
    if (tag === 'T' && isHexDigit(payload[colon + 2])) {
      const comma = payload.indexOf(',', colon);
      const length = Number.parseInt(payload.slice(colon + 2, comma), 16);
      index = advanceBytes(payload, comma + 1, length);
      yield { id, tag, start: comma + 1, end: index };
      continue;
    }
    // Binary rows (typed arrays) are length-prefixed too; a payload in text never carries them.
    if (tag && /[A-Za-z]/.test(tag) && isHexDigit(payload[colon + 2])) {
      const comma = payload.indexOf(',', colon);
      const prefix = payload.slice(colon + 2, comma);
      if (comma > 0 && [...prefix].every(isHexDigit)) {
        throw new UnreadablePayloadError(`a binary row (${tag}) at ${index}`);
      }
    }
    const end = payload.indexOf('\n', colon);
    if (end < 0) throw new UnreadablePayloadError(`a row without its line end at ${index}`);
    const tagged = tag !== undefined && /[A-Z]/.test(tag);
    yield { id, tag: tagged ? tag : '', start: tagged ? colon + 2 : colon + 1, end };
    index = end + 1;
  }
}

/** The client references of a payload, in order, with the ids of the rows that import them. */
function referenceRows(payload: string): (ClientReference & { row: string })[] {
  const references: (ClientReference & { row: string })[] = [];
  for (const { id: row, tag, start, end } of rowsOf(payload)) {
    if (tag !== 'I') continue;
    const value: unknown = JSON.parse(payload.slice(start, end));
    const [id, , name] = Array.isArray(value) ? value : [];
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') {
      throw new UnreadablePayloadError(
        `a client reference of a new shape: ${JSON.stringify(value)}`,
      );
    }
    references.push({ row, id: String(id), name });
  }
  return references;
}

/** The client references of a payload, in order: each module it imports and the export used. */
export function clientReferences(payload: string): ClientReference[] {
  return referenceRows(payload).map(({ id, name }) => ({ id, name }));
}

/** What React hoists into <head>; Next's IconMark, a marker with nothing to draw, ends the icons. */
const headTags = new Set(['title', 'meta', 'link']);

/** The `$L<row>` references of the payload's IconMark imports. */
const iconMarksOf = (payload: string) =>
  new Set(
    referenceRows(payload)
      .filter(({ name }) => name === 'IconMark')
      .map(({ row }) => `$L${row}`),
  );

/** Whether a row's value is nothing but head elements (and IconMarks, named by `iconMarks`). */
function isHeadRow(value: unknown, iconMarks: ReadonlySet<string>): value is unknown[][] {
  const isHeadElement = (item: unknown) =>
    Array.isArray(item) && item[0] === '$' && (headTags.has(item[1]) || iconMarks.has(item[1]));
  return (
    Array.isArray(value) &&
    value.some((item) => headTags.has(item?.[1])) &&
    value.every(isHeadElement)
  );
}

/** A row's value, when it is JSON; `undefined` for text and anything JSON cannot read. */
function jsonOf(payload: string, { tag, start, end }: Row): unknown {
  if (tag !== '' || payload[start] !== '[') return undefined;
  try {
    return JSON.parse(payload.slice(start, end));
  } catch {
    return undefined;
  }
}

/** A head row of a payload, and whether the IconMark it names is imported in its own push. */
export interface HeadRow {
  id: string;
  value: string;
  iconMarkInItsPush: boolean;
}

/**
 * The rows of nothing but head elements in a payload given as its pushes, wherever their IconMark
 * is imported: what withoutHeadRows, which reads one push at a time, is meant to take out. A
 * payload it has lightened has none left.
 */
export function headRowsOf(pushes: readonly string[]): HeadRow[] {
  const payload = pushes.join('');
  const pushEnds = pushes.map((_, index) => pushes.slice(0, index + 1).join('').length);
  const pushAt = (offset: number) => pushEnds.findIndex((end) => offset < end);
  const iconMarkPush = new Map(
    referenceRows(payload)
      .filter(({ name }) => name === 'IconMark')
      .map(({ row }) => [`$L${row}`, -1]),
  );
  const rows = [...rowsOf(payload)];
  for (const row of rows) {
    if (iconMarkPush.has(`$L${row.id}`)) iconMarkPush.set(`$L${row.id}`, pushAt(row.start));
  }
  const iconMarks = new Set(iconMarkPush.keys());
  return rows.flatMap((row) => {
    const value = jsonOf(payload, row);
    if (!isHeadRow(value, iconMarks)) return [];
    const push = pushAt(row.start);
    const marks = value.map((item) => item[1]).filter((tag) => iconMarks.has(tag as string));
    return [
      {
        id: row.id,
        value: payload.slice(row.start, row.end),
        iconMarkInItsPush: marks.every((mark) => iconMarkPush.get(mark as string) === push),
      },
    ];
  });
}

/**
 * The forms a payload's rows take, for the export's recorded shape (export-shape.ts): `id:[…]`,
 * `id:I[3 items]`, `id:T<length>,…`, `:HL[…]`, and so on, without their content.
 */
export function rowFormsOf(payload: string): string[] {
  const forms = new Set<string>();
  for (const { id, tag, start, end } of rowsOf(payload)) {
    const name = id === '' ? '' : 'id';
    const value = payload.slice(start, end);
    if (tag === 'T') {
      forms.add(`${name}:T<length>,…`);
    } else if (tag === 'I') {
      const parsed: unknown = JSON.parse(value);
      forms.add(`${name}:I[${Array.isArray(parsed) ? parsed.length : '?'} items]`);
    } else {
      const letters = /^[A-Za-z]*/.exec(value)![0];
      const first = value[letters.length];
      const close = first === '[' ? ']' : first === '{' ? '}' : first === '"' ? '"' : '';
      // A bare value is kept when it is a word ("null", "C"): never content, which is longer.
      const bare = /^[\w$]{0,12}$/.test(value) ? value : '…';
      forms.add(close ? `${name}:${tag}${letters}${first}…${close}` : `${name}:${tag}${bare}`);
    }
  }
  return [...forms];
}

/**
 * The payload without the page's head: each row of nothing but head elements (Next's metadata and
 * viewport) becomes `null`. The exported HTML carries them in <head> already, and React, hydrating
 * a boundary with nothing to render, leaves the head as the server wrote it; nothing on the page
 * renders them again. So the visitor no longer downloads the page's head twice.
 */
export function withoutHeadRows(payload: string): string {
  const iconMarks = iconMarksOf(payload);
  let lighter = '';
  let from = 0;
  for (const row of rowsOf(payload)) {
    if (row.tag !== '' || payload[row.start] !== '[') continue;
    const value: unknown = JSON.parse(payload.slice(row.start, row.end));
    if (!isHeadRow(value, iconMarks)) continue;
    lighter += `${payload.slice(from, row.start)}null`;
    from = row.end;
  }
  return lighter + payload.slice(from);
}
