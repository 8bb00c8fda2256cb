import { siteDisclosure } from '@/content/disclosures';
import { siteFooter } from '@/content/layout';
import { routes } from '@/content/navigation';
import { site } from '@/content/site';

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-midnight">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="font-display text-xl text-ivory">{site.brand}</p>
          <p className="mt-2 text-sm text-mist">{siteFooter.tagline}</p>
          <p className="mt-6 max-w-prose text-sm leading-relaxed text-mist">{siteDisclosure}</p>
          <p className="mt-6 text-sm text-mist">
            {siteFooter.partnerLead}{' '}
            <a href={site.creditPartner.url} rel="sponsored noopener" className="text-link">
              {site.creditPartner.name}
            </a>
            .
          </p>
        </div>
        <nav aria-label={siteFooter.navLabel}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {routes.map((route) => (
              <li key={route.href}>
                <a href={route.href} className="footer-link">
                  {route.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line/60 py-6 text-center text-xs text-mist">
        © {new Date().getFullYear()} {site.brand}. {siteFooter.rights}
      </p>
    </footer>
  );
}
