import { copyOf, longerThan, repeated, shorterThan } from './_lib/copy-rules.test-utils';
import { routes } from './navigation';

// Their figures are held to the modules they quote by figures.test.ts; the share cards' lines
// by app/_lib/share-card.test.ts.
describe('routes', () => {
  const copy = copyOf(routes, (route) => `${route.href} (content/navigation.ts)`);

  it('each have a title and a description of their own', () => {
    expect([
      ...repeated(
        'A page’s title',
        copy((route) => route.title),
      ),
      ...repeated(
        'A page’s description',
        copy((route) => route.description),
      ),
    ]).toEqual([]);
  });

  it('describe their page in 50 to 160 characters, as search results show it', () => {
    const descriptions = copy((route) => route.description);
    expect([
      ...shorterThan(50, 'A page’s description', descriptions),
      ...longerThan(160, 'A page’s description', descriptions),
    ]).toEqual([]);
  });
});
