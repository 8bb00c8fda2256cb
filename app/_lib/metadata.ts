import type { Metadata } from 'next';
import type { RoutePath } from '@/content/navigation';
import { site } from '@/content/site';
import { pageName, routeFor } from './share-card';

/** Absolute URL on the production origin, always with the trailing slash the export uses. */
export function absoluteUrl(path: string): string {
  return `${site.origin}${path.endsWith('/') ? path : `${path}/`}`;
}

/**
 * A route's title, description, canonical URL and sharing tags, all from `routes`. The sharing
 * picture is the route's own card, from its segment's opengraph-image.tsx, which Next adds to
 * both `openGraph` and `twitter`: `images` set here would replace it (e2e/export.spec.ts checks
 * that each page names its own card in both).
 */
export function pageMetadata(path: RoutePath): Metadata {
  const route = routeFor(path);
  const url = absoluteUrl(route.href);
  const name = pageName(route);
  const title = name === site.brand ? site.brand : `${name} · ${site.brand}`;
  return {
    title: route.href === '/' ? { absolute: site.brand } : route.title,
    description: route.description,
    alternates: { canonical: url },
    // Next replaces (not merges) these objects per page, so each page carries all of them.
    openGraph: {
      type: 'website',
      siteName: site.brand,
      locale: site.locale,
      title,
      description: route.description,
      url,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: route.description,
    },
  };
}
