import Link from 'next/link';
import { routes } from '@/content/navigation';
import { site } from '@/content/site';

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-midnight">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="font-display text-xl text-ivory">{site.brand}</p>
          <p className="mt-2 text-sm text-mist">{site.tagline}.</p>
          <p className="mt-6 max-w-prose text-sm leading-relaxed text-mist">
            Results are individual and not guaranteed. Nothing on this site is medical, financial,
            legal or tax advice; figures are as stated by the advisor. Consult a licensed
            professional before any decision about your health or your money.
          </p>
          <p className="mt-6 text-sm text-mist">
            Financing through our credit-services partner,{' '}
            <a
              href={site.creditPartner.url}
              rel="sponsored noopener"
              className="inline-flex min-h-6 items-center text-gold-light underline decoration-gold/50 underline-offset-4 hover:decoration-gold-light"
            >
              {site.creditPartner.name}
            </a>
            .
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {routes.map((route) => (
              <li key={route.href}>
                <Link
                  href={route.href}
                  prefetch={false}
                  className="inline-flex min-h-11 items-center text-mist hover:text-ivory"
                >
                  {route.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line/60 py-6 text-center text-xs text-mist">
        © {new Date().getFullYear()} {site.brand}. All rights reserved.
      </p>
    </footer>
  );
}
