import { priceAmount } from '@/content/_lib/format';
import { site } from '@/content/site';
import { absoluteUrl } from './metadata';
import { shareCardPath } from './share-card';

/**
 * schema.org data for search engines, built from the same content the pages show.
 * Prices are the displayed ones; the site's own testimonials are never marked up as reviews.
 */

type JsonLd = Record<string, unknown>;

export function professionalServiceJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.brand,
    description: site.description,
    url: absoluteUrl('/'),
    image: `${site.origin}${shareCardPath('/')}`,
    telephone: site.phone.e164,
    sameAs: [site.social.url],
    founder: {
      '@type': 'Person',
      name: site.advisor,
      jobTitle: 'Private advisor in wealth and consciousness',
      sameAs: [site.social.url],
    },
  };
}

interface PricedItem {
  name: string;
  price: string;
  description: string;
}

/** An OfferCatalog of the items on a page that carry a numeric price. */
export function offerCatalogJsonLd(
  name: string,
  path: string,
  items: readonly PricedItem[],
): JsonLd {
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    url,
    itemListElement: items.flatMap((item) => {
      const price = priceAmount(item.price);
      if (price === null) return [];
      return [
        {
          '@type': 'Offer',
          name: item.name,
          description: item.description,
          price: String(price),
          priceCurrency: 'USD',
          url,
          seller: { '@type': 'Organization', name: site.brand },
        },
      ];
    }),
  };
}
