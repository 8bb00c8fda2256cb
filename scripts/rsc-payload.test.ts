/** @jest-environment node */
import { clientReferences, payloadOf, UnreadablePayloadError } from './rsc-payload';

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
