import { siteDisclosure } from '@/content/disclosures';
import { siteFooter } from '@/content/layout';
import { routes } from '@/content/navigation';
import { site } from '@/content/site';
import { BrandMark } from './brand-mark';
import { NavLink } from './nav-link';

export function SiteFooter() {
  return (
    <footer className="border-t border-line">
      <div className="footer-grid">
        <div>
          <p className="flex items-center gap-3">
            <BrandMark className="size-8 shrink-0 text-gold" />
            <span className="type-voice text-ivory">{site.brand}</span>
          </p>
          <p className="type-small mt-3">{siteFooter.tagline}</p>
          <p className="type-small measure mt-8">{siteDisclosure}</p>
          <p className="type-small mt-4">
            {siteFooter.partnerLead}{' '}
            <a href={site.creditPartner.url} rel="sponsored noopener" className="text-link">
              {site.creditPartner.name}
            </a>
            .
          </p>
        </div>
        <nav aria-label={siteFooter.navLabel}>
          {/* In two columns read down, so the pages follow one another in the site's order. */}
          <ul className="columns-2 gap-x-6">
            {routes.map((route) => (
              <li key={route.href}>
                <NavLink item={{ href: route.href, label: route.title }} className="footer-link" />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="column type-small pb-10 text-xs">
        © {new Date().getFullYear()} {site.brand}. {siteFooter.rights}
      </p>
    </footer>
  );
}
