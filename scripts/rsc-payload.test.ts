/** @jest-environment node */
import path from 'node:path';
import { exportFixtures } from './export-fixtures';
import { elementsOf } from './html';
import {
  clientReferences,
  headRowsOf,
  isRscScript,
  payloadOf,
  pushedText,
  UnreadablePayloadError,
  withoutHeadRows,
} from './rsc-payload';

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head></head><body><p>x</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${scripts.join('')}</body></html>`;

describe('payloadOf', () => {
  it('joins the pushes in order, ignoring other scripts and the opening push', () => {
    const html = page(
      push('1:"$Sreact.fragment"\n'),
      '<script type="application/ld+json">{"a":1}</script>',
      push('2:I[4766,["$1"],"NavLink"]\n'),
    );
    expect(payloadOf(html)).toBe('1:"$Sreact.fragment"\n2:I[4766,["$1"],"NavLink"]\n');
  });

  it('refuses a kind of push it does not know (binary, form state)', () => {
    expect(() => payloadOf(page('<script>self.__next_f.push([3,"AAEC"])</script>'))).toThrow(
      UnreadablePayloadError,
    );
  });
});

describe('clientReferences', () => {
  it('lists each client module a payload imports, with the export it uses', () => {
    const payload = [
      '1:"$Sreact.fragment"',
      '2:"/_next/static/chunks/app.js"',
      '3:I[4766,["$2"],"NavLink"]',
      'f:I[68027,["$2"],"default",1]',
      ':HL["/_next/static/chunks/site.css","style"]',
      '0:{"P":null,"c":["","retreats",""]}',
      '',
    ].join('\n');
    expect(clientReferences(payload)).toEqual([
      { id: '4766', name: 'NavLink' },
      { id: '68027', name: 'default' },
    ]);
  });

  it('skips text rows by their byte length, whatever characters and lines they hold', () => {
    // 'Rosé\n7:I[1,[],"Fake"]' is 21 bytes in UTF-8 (é takes two): it is text, not a row.
    const text = 'Rosé\n7:I[1,[],"Fake"]';
    const length = Buffer.byteLength(text, 'utf8').toString(16);
    const payload = `4:T${length},${text}5:I[35058,[],"MobileMenu"]\n`;
    expect(clientReferences(payload)).toEqual([{ id: '35058', name: 'MobileMenu' }]);
  });

  it('refuses binary rows, which a text payload never carries', () => {
    expect(() => clientReferences('4:A1f,\u0000\u0001\n')).toThrow(/binary row/);
  });

  it('refuses a client reference of a shape it does not know', () => {
    expect(() => clientReferences('3:I{"id":1}\n')).toThrow(UnreadablePayloadError);
  });
});

describe('withoutHeadRows', () => {
  const rows = (...lines: string[]) => `${lines.join('\n')}\n`;
  const metadata =
    '20:[["$","title","0",{"children":"Retreats"}],["$","meta","1",{"name":"description","content":"x"}],["$","link","2",{"rel":"canonical","href":"/retreats/"}],["$","$L23","3",{}]]';
  const viewport = '1c:[["$","meta","0",{"charSet":"utf-8"}]]';
  const body = '8:["$","div",null,{"children":[["$","meta",null,{"itemProp":"price"}]]}]';

  it('empties the rows of nothing but head elements, and Next’s IconMark after them', () => {
    const payload = rows('23:I[27201,["$5"],"IconMark"]', viewport, body, metadata);
    expect(withoutHeadRows(payload)).toBe(
      rows('23:I[27201,["$5"],"IconMark"]', '1c:null', body, '20:null'),
    );
  });

  it('keeps a row that also holds anything else, or another client component', () => {
    const withOther = '20:[["$","title","0",{"children":"R"}],["$","$L24","1",{}]]';
    const payload = rows('24:I[1,[],"Analytics"]', withOther, body, ':HL["/a.css","style"]');
    expect(withoutHeadRows(payload)).toBe(payload);
  });

  it('leaves text rows alone, whatever they hold', () => {
    const text = '[["$","title","0",{}]]\n';
    const payload = `4:T${Buffer.byteLength(text).toString(16)},${text}${viewport}\n`;
    expect(withoutHeadRows(payload)).toBe(
      `4:T${Buffer.byteLength(text).toString(16)},${text}1c:null\n`,
    );
  });
});

describe('on a real export (scripts/fixtures/, checked against the installed Next by export-shape.test.ts)', () => {
  const { islandPage, staticPage, version } = exportFixtures(path.resolve(__dirname, '..'));
  const pushesOf = (html: string) =>
    elementsOf(html)
      .filter((e) => e.tagName === 'script' && isRscScript(e))
      .flatMap((script) => pushedText(script) ?? []);

  it.each([
    ['the page with an island', islandPage],
    ['a page without one', staticPage],
  ])(`reads %s of Next ${version}: its client references and its head rows`, (_, page) => {
    const references = clientReferences(payloadOf(page.html));
    expect(references.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['NavLink', 'MobileMenu', 'IconMark']),
    );
    const head = headRowsOf(pushesOf(page.html));
    expect(head.map(({ value }) => value).join('')).toContain('["$","title"');
    expect(head.every(({ iconMarkInItsPush }) => iconMarkInItsPush)).toBe(true);
  });

  it('takes every head row out of a real payload, and nothing else', () => {
    const [text, ...others] = pushesOf(islandPage.html);
    expect(others).toEqual([]);
    const lighter = withoutHeadRows(text!);
    expect(headRowsOf([lighter])).toEqual([]);
    expect(clientReferences(lighter)).toEqual(clientReferences(text!));
    expect(text!.length - lighter.length).toBeGreaterThan(1000);
  });

  it('finds a head row apart from its IconMark, where withoutHeadRows cannot see it', () => {
    // As Next 16.5 canaries write it: one push a row, so the IconMark is in another push.
    const rows = pushesOf(islandPage.html)[0]!.split(/(?<=\n)/);
    const apart = headRowsOf(rows).filter((row) => !row.iconMarkInItsPush);
    expect(apart.length).toBeGreaterThan(0);
    expect(headRowsOf(rows.map(withoutHeadRows))).toContainEqual(apart[0]);
  });
});
