/**
 * What a live copy of the site must answer, read from the export in out/, and what differs in the
 * answers it gave: the judgement behind `npm run deploy:check` (deploy-check.ts asks over HTTP).
 * Every page and file comes back byte for byte as built, in each encoding asked for (a brotli or
 * gzip answer that decodes to other bytes is a compressed copy of another build); with every
 * header the policy promises (security.ts, by the hosts' one rule for which policy an address
 * gets); each page with a CSP that pins the inline scripts it carries; an unknown address with
 * the site's own 404 page and status 404; and security.txt not yet expired.
 */
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inlineScripts, isCspMeta, pageCsp, scriptHash } from './csp';
import { notServed, responseKind } from './hosts';
import { attributeOf, elementsOf } from './html';
import { isPrecompressed, type Encoding } from './precompress';
import { securityHeadersFor } from './security';
import { securityTxtExpiry, securityTxtPath } from './security-txt';
import { hasIsland } from './static-pages';

/** How an answer is asked to come: as it is, or in one compression. */
export type AskedEncoding = 'identity' | Encoding;

/** An address no page will have, asked for to see the 404 page. */
export const unknownAddress = '/deploy-check/no-such-page/';

/** One file of the export, the address it answers at, and how it is asked for. */
export interface Check {
  /** Relative to out/, with forward slashes. */
  file: string;
  address: string;
  status: 200 | 404;
  /** Plain first: a compressed answer is judged against it too. */
  encodings: readonly AskedEncoding[];
}

export interface Answer {
  status: number;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The body as sent, its content coding not yet undone. */
  body: Buffer;
}

export type Answers = Partial<Record<AskedEncoding, Answer>>;

export interface Finding {
  file: string;
  address: string;
  /** The compressed answer it is about, when it is about one. */
  encoding?: Encoding;
  message: string;
}

/** Where a file of the export is asked for: a page at its folder, 404.html at an unknown address. */
export function addressOf(file: string): string | null {
  const address = `/${file}`;
  if (notServed.includes(address)) return null;
  if (file === '404.html') return unknownAddress;
  if (path.posix.basename(file) === 'index.html') return address.slice(0, -'index.html'.length);
  return address;
}

/** What to ask a live copy for, given the export's files: each text file in every encoding. */
export function checksFor(files: readonly string[]): Check[] {
  return [...files].sort().flatMap((file) => {
    const address = addressOf(file);
    if (address === null) return [];
    return [
      {
        file,
        address,
        status: address === unknownAddress ? 404 : 200,
        encodings: isPrecompressed(file) ? ['identity', 'gzip', 'br'] : ['identity'],
      },
    ];
  });
}

const decoders: Readonly<Record<string, (body: Buffer) => Buffer>> = {
  '': (body) => body,
  identity: (body) => body,
  gzip: (body) => gunzipSync(body),
  br: (body) => brotliDecompressSync(body),
};

const count = (n: number) => n.toLocaleString('en-US');
/** A moment as security.txt writes one, to the second. */
const moment = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The first byte at which two bodies part, for a message that says where to look. */
function firstDifference(a: Buffer, b: Buffer): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return i;
  return length;
}

/** Each header the site promises on an answer at `address` that is missing or other. */
function headerProblems(answer: Answer, address: string): string[] {
  return Object.entries(securityHeadersFor(undefined, responseKind(address))).flatMap(
    ([name, value]) => {
      const sent = answer.headers[name.toLowerCase()];
      if (sent === undefined) return [`sends no ${name} header`];
      return sent === value ? [] : [`sends ${name} "${sent}", not the site's "${value}"`];
    },
  );
}

/** Where a page's CSP <meta> and the inline scripts it carries disagree. */
export function cspProblems(html: string): string[] {
  const meta = elementsOf(html).find(isCspMeta);
  const sent = meta && attributeOf(meta, 'content');
  if (sent === undefined) return ['carries no Content-Security-Policy <meta>'];
  const needed = pageCsp(html, hasIsland(html) ? 'island' : 'static');
  if (sent === needed) return [];
  const allowed = new Set(sent.split(/[\s;]+/));
  const scripts = inlineScripts(html);
  const missing = scripts.flatMap((script, index) => {
    const hash = scriptHash(script);
    return allowed.has(hash)
      ? []
      : [
          `inline script ${index + 1} of ${scripts.length} (${hash}) is not in its CSP: browsers refuse to run it`,
        ];
  });
  return missing.length > 0
    ? missing
    : [`its CSP is not the one built for its scripts: "${sent}", not "${needed}"`];
}

function expiryProblems(text: string, now: Date): string[] {
  const expires = securityTxtExpiry(text);
  if (expires === null) return ['has no Expires field that names a moment'];
  return expires <= now ? [`expired on ${moment(expires)}`] : [];
}

/** What is wrong with a file's answers, judged against its bytes as built, at `now`. */
export function judge(check: Check, built: Buffer, answers: Answers, now: Date): Finding[] {
  const { file, address } = check;
  const findings: Finding[] = [];
  const found = (message: string, encoding?: Encoding) =>
    findings.push({ file, address, ...(encoding ? { encoding } : {}), message });
  let plain: Buffer | undefined;
  for (const asked of check.encodings) {
    const answer = answers[asked];
    const encoding = asked === 'identity' ? undefined : asked;
    if (!answer) {
      found('got no answer', encoding);
      continue;
    }
    if (answer.status !== check.status) {
      const location = answer.headers['location'];
      const why = check.status === 200 && answer.status === 404 ? ': it is missing' : '';
      found(
        `answers ${answer.status}${location ? ` (to ${location})` : ''}, not ${check.status}${why}`,
        encoding,
      );
      // The same address asked for compressed would only say it again.
      if (asked === 'identity') break;
      continue;
    }
    const coding = (answer.headers['content-encoding'] ?? '').trim().toLowerCase();
    const decode = decoders[coding];
    if (!decode) {
      found(`is sent in "${coding}", which was not asked for`, encoding);
      continue;
    }
    let body: Buffer;
    try {
      body = decode(answer.body);
    } catch (error) {
      found(`its ${coding} answer does not decode: ${(error as Error).message}`, encoding);
      continue;
    }
    const differs = `${count(body.length)} bytes that differ from the build's ${count(built.length)} at byte ${count(firstDifference(body, built))}`;
    if (asked === 'identity') {
      plain = body;
      if (!body.equals(built)) found(`serves ${differs}`);
      for (const problem of headerProblems(answer, address)) found(problem);
      if (file.endsWith('.html'))
        for (const problem of cspProblems(body.toString())) found(problem);
      if (`/${file}` === securityTxtPath) {
        for (const problem of expiryProblems(body.toString(), now)) found(problem);
      }
    } else if (!body.equals(built)) {
      if (plain === undefined) found(`decodes to ${differs}`, encoding);
      else if (plain.equals(built)) {
        found(
          `decodes to ${differs}: a compressed copy of another build is sent instead`,
          encoding,
        );
      } else if (!body.equals(plain)) {
        // Wrong both ways, but differently: the plain answer's line does not cover it.
        found(`decodes to ${differs}, and to others than its plain answer`, encoding);
      }
    }
  }
  return findings;
}

/** How a live copy answers: `ask` one address, in one encoding. */
export type Ask = (address: string, encoding: AskedEncoding) => Promise<Answer>;

export interface Outcome {
  files: number;
  answers: number;
  findings: Finding[];
  /** When the live security.txt stops being valid, if it says. */
  securityTxtExpires: Date | null;
}

/** Asks for every check's answers, a few at a time, and judges each file. */
export async function checkDeployment(
  checks: readonly Check[],
  readBuilt: (file: string) => Buffer,
  ask: Ask,
  now: Date,
  { atOnce = 6 }: { atOnce?: number } = {},
): Promise<Outcome> {
  const asks = checks.flatMap((check) => check.encodings.map((encoding) => ({ check, encoding })));
  const answered = new Map<Check, Answers>(checks.map((check) => [check, {}]));
  let next = 0;
  const worker = async () => {
    while (next < asks.length) {
      const { check, encoding } = asks[next++]!;
      // A request that fails is judged as no answer.
      const answer = await ask(check.address, encoding).catch(() => undefined);
      if (answer) answered.get(check)![encoding] = answer;
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  const securityTxt = checks.find((check) => `/${check.file}` === securityTxtPath);
  const securityTxtBody = securityTxt && answered.get(securityTxt)!.identity?.body;
  return {
    files: checks.length,
    answers: asks.length,
    findings: checks.flatMap((check) =>
      judge(check, readBuilt(check.file), answered.get(check)!, now),
    ),
    securityTxtExpires: securityTxtBody ? securityTxtExpiry(securityTxtBody.toString()) : null,
  };
}

/** The command's output: one line a finding, each naming the file, then the summary. */
export function reportLines(origin: string, outcome: Outcome): string[] {
  const { files, answers, findings, securityTxtExpires } = outcome;
  const lines = findings.map(
    ({ file, address, encoding, message }) =>
      `out/${file} at ${address}${encoding ? ` (${encoding})` : ''}: ${message}`,
  );
  const asked = `${count(files)} files of out/ in ${count(answers)} answers`;
  const valid = securityTxtExpires
    ? `; security.txt valid until ${moment(securityTxtExpires)}`
    : '';
  const plural = findings.length === 1 ? '' : 's';
  lines.push(
    findings.length === 0
      ? `deploy:check: ${origin} is true to the build: ${asked}, each with every promised header${valid}`
      : `deploy:check: ${origin} differs from the build: ${count(findings.length)} finding${plural} in ${asked}`,
  );
  return lines;
}
