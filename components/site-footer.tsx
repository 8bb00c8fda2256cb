import { siteDisclosure } from '@/content/disclosures';
import { routes } from '@/content/navigation';
import { site } from '@/content/site';

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-midnight">
      <div className="site-footer-grid">
        <div>
          <p className="font-display text-xl text-ivory">{site.brand}</p>
          <p className="mt-2 text-sm text-mist">{site.tagline}.</p>
          <p className="mt-6 max-w-prose text-sm leading-relaxed text-mist">{siteDisclosure}</p>
          <p className="mt-6 text-sm text-mist">
            Financing through our credit-services partner,{' '}
            <a href={site.creditPartner.url} rel="sponsored noopener" className="text-link">
              {site.creditPartner.name}
            </a>
            .
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {routes.map((route) => (
              <li key={route.href}>
                <a
                  href={route.href}

                  className="footer-link"
                >
                  {route.title}
                </a>
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
