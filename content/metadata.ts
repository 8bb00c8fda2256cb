import type { Metadata } from 'next';
import { routes, type RoutePath } from './navigation';
import { absoluteUrl, site } from './site';

/** A route's title, description, canonical URL and sharing tags, all from `routes`. */
export function pageMetadata(path: RoutePath): Metadata {
  const route = routes.find((candidate) => candidate.href === path);
  if (!route) throw new Error(`No route ${path} in content/navigation.ts`);
  const url = absoluteUrl(route.href);
  return {
    title: route.href === '/' ? { absolute: site.brand } : route.title,
    description: route.description,
    alternates: { canonical: url },
    openGraph: { title: route.title, description: route.description, url },
    twitter: { title: route.title, description: route.description },
  };
}
