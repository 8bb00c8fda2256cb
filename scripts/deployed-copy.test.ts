/** @jest-environment node */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { scriptHash, withCsp } from './csp';
import {
  checkDeployment,
  checksFor,
  judge,
  reportLines,
  unknownAddress,
  type Answer,
  type Answers,
  type AskedEncoding,
  type Check,
} from './deployed-copy';
import { securityHeadersFor, type ResponseKind } from './security';
import { securityTxt } from './security-txt';

const now = new Date('2026-11-26T12:00:00Z');

const page = (heading: string, script = 'menu.close()') =>
  Buffer.from(
    withCsp(
      `<!DOCTYPE html><html><head><meta charset="utf-8"/></head><body><h1>${heading}</h1><script>${script}</script></body></html>`,
      'static',
    ),
  );
const retreats = page('Retreats');

/** The headers the site promises, as a host sends them (names in lower case). */
const promised = (kind: ResponseKind) =>
  Object.fromEntries(
    Object.entries(securityHeadersFor(undefined, kind)).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );

const compress: Record<AskedEncoding, (body: Buffer) => Buffer> = {
  identity: (body) => body,
  gzip: (body) => gzipSync(body),
  br: (body) => brotliCompressSync(body),
};

/** A host's answer: `body` in `encoding`, with the headers promised for a `kind`. */
const answer = (
  body: Buffer,
  {
    encoding = 'identity',
    status = 200,
    kind = 'page',
    headers = {},
  }: {
    encoding?: AskedEncoding;
    status?: number;
    kind?: ResponseKind;
    headers?: Record<string, string | undefined>;
  } = {},
): Answer => ({
  status,
  headers: {
    ...promised(kind),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    ...headers,
  },
  body: compress[encoding](body),
});

/** Each encoding's answer as a faithful host gives it. */
const faithful = (body: Buffer, kind: ResponseKind = 'page'): Answers => ({
  identity: answer(body, { kind }),
  gzip: answer(body, { encoding: 'gzip', kind }),
  br: answer(body, { encoding: 'br', kind }),
});

const [retreatsCheck] = checksFor(['retreats/index.html']) as [Check];
const messages = (check: Check, built: Buffer, answers: Answers) =>
  judge(check, built, answers, now).map(({ encoding, message }) =>
    encoding ? `(${encoding}) ${message}` : message,
  );

describe('checksFor', () => {
  it('asks for pages at their folder, 404.html at an unknown address, text in every encoding', () => {
    const files = ['index.html', 'retreats/index.html', '404.html', 'icon.svg', 'card.png'];
    expect(checksFor([...files, '_headers', 'vercel.json'])).toEqual([
      {
        file: '404.html',
        address: unknownAddress,
        status: 404,
        encodings: ['identity', 'gzip', 'br'],
      },
      { file: 'card.png', address: '/card.png', status: 200, encodings: ['identity'] },
      {
        file: 'icon.svg',
        address: '/icon.svg',
        status: 200,
        encodings: ['identity', 'gzip', 'br'],
      },
      { file: 'index.html', address: '/', status: 200, encodings: ['identity', 'gzip', 'br'] },
      {
        file: 'retreats/index.html',
        address: '/retreats/',
        status: 200,
        encodings: ['identity', 'gzip', 'br'],
      },
    ]);
  });
});

describe('judge', () => {
  it('finds nothing in a page sent as built, in each encoding, with every promised header', () => {
    expect(messages(retreatsCheck, retreats, faithful(retreats))).toEqual([]);
  });

  it('names a brotli copy of another build sent in place of the page', () => {
    const stale = { ...faithful(retreats), br: answer(page('Old retreats'), { encoding: 'br' }) };
    expect(messages(retreatsCheck, retreats, stale)).toEqual([
      expect.stringMatching(
        /^\(br\) decodes to [\d,]+ bytes that differ from the build's [\d,]+ at byte [\d,]+: a compressed copy of another build is sent instead$/,
      ),
    ]);
  });

  it('says once that a page differs from the build when every encoding sends the same other bytes', () => {
    expect(messages(retreatsCheck, retreats, faithful(page('Edited')))).toEqual([
      expect.stringMatching(/^serves [\d,]+ bytes that differ from the build's/),
    ]);
  });

  it('names the inline script a page carries that its CSP does not allow', () => {
    const built = page('Retreats', 'menu.close()');
    const edited = Buffer.from(built.toString().replace('menu.close()', 'menu.open()'));
    expect(messages(retreatsCheck, built, faithful(edited))).toEqual([
      expect.stringMatching(/^serves /),
      `inline script 1 of 1 (${scriptHash('menu.open()')}) is not in its CSP: browsers refuse to run it`,
    ]);
  });

  it('names each promised header missing or different, with the value the site promises', () => {
    const headers = { 'x-frame-options': undefined, 'referrer-policy': 'unsafe-url' };
    const answers = { ...faithful(retreats), identity: answer(retreats, { headers }) };
    expect(messages(retreatsCheck, retreats, answers)).toEqual([
      'sends Referrer-Policy "unsafe-url", not the site\'s "strict-origin-when-cross-origin"',
      'sends no X-Frame-Options header',
    ]);
  });

  it('holds a file to the policy of a file, not of a page', () => {
    const [icon] = checksFor(['icon.svg']) as [Check];
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(messages(icon, svg, faithful(svg, 'file'))).toEqual([]);
    expect(messages(icon, svg, faithful(svg, 'page'))).toEqual([
      expect.stringMatching(
        /^sends Content-Security-Policy "frame-ancestors[^"]*", not the site's/,
      ),
    ]);
  });

  it('wants the 404 page at an unknown address with status 404, not 200', () => {
    const [notFound] = checksFor(['404.html']) as [Check];
    const notFoundPage = page('Not found');
    expect(messages(notFound, notFoundPage, faithful(notFoundPage))).toEqual([
      'answers 200, not 404',
    ]);
  });

  it('says a page that answers 404 is missing, once for all its encodings', () => {
    const missing = answer(page('Not found'), { status: 404 });
    expect(
      messages(retreatsCheck, retreats, { identity: missing, gzip: missing, br: missing }),
    ).toEqual(['answers 404, not 200: it is missing']);
  });

  it('says when security.txt has expired', () => {
    const [check] = checksFor(['.well-known/security.txt']) as [Check];
    const text = Buffer.from(
      securityTxt({
        contact: 'mailto:security@example.com',
        until: '2026-11-25',
        origin: 'https://www.example.com',
      }),
    );
    expect(messages(check, text, faithful(text, 'file'))).toEqual([
      'expired on 2026-11-25T23:59:59Z',
    ]);
  });
});

describe('checkDeployment', () => {
  it('prints one line a finding, naming the file, address and encoding, then a summary', async () => {
    const built: Record<string, Buffer> = {
      'index.html': page('Home'),
      'retreats/index.html': retreats,
    };
    const served: Record<string, Answers> = {
      '/': { ...faithful(page('Home')), gzip: answer(page('Yesterday'), { encoding: 'gzip' }) },
      '/retreats/': faithful(retreats),
    };
    const outcome = await checkDeployment(
      checksFor(Object.keys(built)),
      (file) => built[file]!,
      async (address, encoding) => {
        const sent = served[address]?.[encoding];
        if (!sent) throw new Error('refused');
        return sent;
      },
      now,
    );
    expect(reportLines('https://www.example.com', outcome)).toEqual([
      expect.stringMatching(
        /^out\/index\.html at \/ \(gzip\): decodes to .*: a compressed copy of another build is sent instead$/,
      ),
      'deploy:check: https://www.example.com differs from the build: 1 finding in 2 files of out/ in 6 answers',
    ]);
  });

  it('counts a request that fails as no answer', async () => {
    const outcome = await checkDeployment(
      checksFor(['card.png']),
      () => Buffer.from('png'),
      () => Promise.reject(new Error('ECONNRESET')),
      now,
    );
    expect(reportLines('https://www.example.com', outcome)[0]).toBe(
      'out/card.png at /card.png: got no answer',
    );
  });
});
