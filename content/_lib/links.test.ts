import { site } from '../site';
import { absoluteUrl } from './links';

describe('links', () => {
  it('builds absolute URLs with the export’s trailing slash', () => {
    expect(absoluteUrl('/')).toBe(`${site.origin}/`);
    expect(absoluteUrl('/retreats')).toBe(`${site.origin}/retreats/`);
    expect(absoluteUrl('/retreats/')).toBe(`${site.origin}/retreats/`);
  });
});
