import { readdirSync } from 'node:fs';

/** Every entry of content/ that names an icon, wherever it is, with what it names it for. */
function iconsDrawn(value: unknown, found: [icon: string, meaning: string][] = []) {
  if (Array.isArray(value)) value.forEach((entry) => iconsDrawn(entry, found));
  else if (value && typeof value === 'object') {
    const { icon, title, name, category } = value as Record<string, unknown>;
    if (typeof icon === 'string') found.push([icon, String(title ?? name ?? category)]);
    Object.values(value).forEach((entry) => iconsDrawn(entry, found));
  }
  return found;
}

it('draws no icon for two different things anywhere on the site', async () => {
  const files = readdirSync(__dirname).filter((file) => /^[a-z-]+\.ts$/.test(file));
  const modules = await Promise.all(files.map((file) => import(`./${file}`)));
  const drawn = modules.flatMap((exports) => iconsDrawn(Object.values(exports)));
  expect(drawn.length).toBeGreaterThan(20);
  const meanings = new Map<string, Set<string>>();
  for (const [icon, meaning] of drawn) meanings.set(icon, new Set(meanings.get(icon)).add(meaning));
  const twice = [...meanings].filter(([, of]) => of.size > 1).map(([icon, of]) => [icon, [...of]]);
  expect(twice).toEqual([]);
});
