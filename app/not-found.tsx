import type { Metadata } from 'next';
import { BrandMark } from '@/components/brand-mark';

// Next marks the not-found page `noindex` itself; it gets no canonical URL.
export const metadata: Metadata = {
  title: 'Page not found',
  description:
    'This address leads nowhere on the site of the illuminated order. Return to the home page.',
};

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6 sm:py-32">
      <BrandMark className="size-14 text-gold" />
      <p className="eyebrow mt-8">Error 404</p>
      <h1 className="mt-4 font-display text-4xl text-ivory sm:text-5xl">
        This path is not on the map
      </h1>
      <p className="mt-6 max-w-prose text-lg text-mist">
        The page you were looking for has moved, or was never meant to be found. Everything else is
        still where you left it.
      </p>
      <a href="/" className="btn-gold mt-10">
        Return to the home page
      </a>
    </div>
  );
}
