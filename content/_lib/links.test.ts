import { site } from '../site';
import { absoluteUrl, telHref } from './links';

describe('links', () => {
  it('dials the number in E.164', () => {
    expect(telHref).toMatch(/^tel:\+[1-9][0-9]{6,14}$/);
    expect(telHref).toBe(`tel:${site.phone.e164}`);
  });

  it('builds absolute URLs with the export’s trailing slash', () => {
    expect(absoluteUrl('/')).toBe(`${site.origin}/`);
    expect(absoluteUrl('/retreats')).toBe(`${site.origin}/retreats/`);
    expect(absoluteUrl('/retreats/')).toBe(`${site.origin}/retreats/`);
  });
});
