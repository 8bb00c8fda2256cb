import type { MetadataRoute } from 'next';
import { routes } from '@/content/navigation';
import { absoluteUrl } from './_lib/metadata';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: absoluteUrl(route.href),
    changeFrequency: 'monthly',
    priority: route.href === '/' ? 1 : 0.7,
  }));
}
