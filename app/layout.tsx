// Every content export is parsed against its schema on the server as it loads, and what loaded
// before this is parsed now: `next dev` checks again on each edit, and a mistake stops the build.
import '@/content/_lib/messages';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ContactBlock } from '@/components/contact-block';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { siteHeader } from '@/content/layout';
import { site } from '@/content/site';
import tailwindConfig from '@/tailwind.config';
import { displayFont, sansFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.origin),
  title: { default: site.brand, template: `%s · ${site.brand}` },
  description: site.description,
  applicationName: site.brand,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: tailwindConfig.theme.extend.colors.ink,
  colorScheme: 'dark',
  // Edge to edge, so env(safe-area-inset-*) is set: the frequency panel's bar clears a home indicator.
  viewportFit: 'cover',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${displayFont.variable} ${sansFont.variable}`}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="btn-gold fixed left-4 top-3 z-50 -translate-y-24 focus:translate-y-0"
        >
          {siteHeader.skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} data-site-main="" className="flex-1 pt-16 focus:outline-none">
          {children}
          <ContactBlock />
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
