import type { Metadata } from 'next';
import { BrandMark } from '@/components/brand-mark';
import { notFoundPage as page } from '@/content/not-found';

// Next marks the not-found page `noindex` itself; it gets no canonical URL.
export const metadata: Metadata = {
  title: page.metaTitle,
  description: page.description,
};

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6 sm:py-32">
      <BrandMark className="size-14 text-gold" />
      <p className="eyebrow mt-8">{page.eyebrow}</p>
      <h1 className="mt-4 font-display text-4xl text-ivory sm:text-5xl">{page.title}</h1>
      <p className="mt-6 max-w-prose text-lg text-mist">{page.lead}</p>
      <a href="/" className="btn-gold mt-10">
        {page.homeLink}
      </a>
    </div>
  );
}
