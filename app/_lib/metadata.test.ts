import { site } from '@/content/site';
import { absoluteUrl } from './metadata';

describe('absoluteUrl', () => {
  it('builds absolute URLs with the export’s trailing slash', () => {
    expect(absoluteUrl('/')).toBe(`${site.origin}/`);
    expect(absoluteUrl('/retreats')).toBe(`${site.origin}/retreats/`);
    expect(absoluteUrl('/retreats/')).toBe(`${site.origin}/retreats/`);
  });
});
