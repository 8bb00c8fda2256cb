import type { Metadata } from 'next';
import { routes, type RoutePath } from '@/content/navigation';
import { site } from '@/content/site';
import { absoluteUrl } from './links';

const shareImage = {
  url: site.shareImage.path,
  width: site.shareImage.width,
  height: site.shareImage.height,
  alt: site.shareImage.alt,
};

/** A route's title, description, canonical URL and sharing tags, all from `routes`. */
export function pageMetadata(path: RoutePath): Metadata {
  const route = routes.find((candidate) => candidate.href === path);
  if (!route) throw new Error(`No route ${path} in content/navigation.ts`);
  const url = absoluteUrl(route.href);
  const title = route.href === '/' ? site.brand : `${route.title} · ${site.brand}`;
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
      images: [shareImage],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: route.description,
      images: [shareImage],
    },
  };
}
