import type { Metadata } from 'next';
import { BrandMark } from '@/components/brand-mark';
import { notFoundPage as page } from '@/content/not-found';
import { unwidowed } from '@/components/unwidowed';

// Next marks the not-found page `noindex` itself; it gets no canonical URL.
export const metadata: Metadata = {
  title: page.metaTitle,
  description: page.description,
};

export default function NotFound() {
  return (
    <div className="column flex min-h-[70svh] flex-col justify-center pb-14 pt-24 sm:pb-24">
      <BrandMark className="size-12 text-gold" />
      <p className="eyebrow mt-10">{page.eyebrow}</p>
      <h1 className="type-title mt-5 max-w-3xl">{unwidowed(page.title)}</h1>
      <p className="lede measure mt-8 md:text-balance">{page.lead}</p>
      <p className="mt-10">
        <a href="/" className="link">
          {page.homeLink}
        </a>
      </p>
    </div>
  );
}
