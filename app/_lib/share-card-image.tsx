import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { BrandMark } from '@/components/brand-mark';
import type { RoutePath } from '@/content/navigation';
import tailwindConfig from '@/tailwind.config';
import { cardFontDir, cardFonts } from './card-fonts';
import { withPngText } from './png-text';
import { shareCardId, shareCardSize, shareCardText, type ShareCardText } from './share-card';

const colors = tailwindConfig.theme.extend.colors;

/** A token colour at an opacity, as satori takes it. */
function alpha(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

let fonts: Promise<NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts']>;

/** The cards' fonts, read once per build from the files scripts/fonts.ts wrote. */
function loadFonts() {
  fonts ??= Promise.all(
    cardFonts.map(async (font) => ({
      name: font.name,
      weight: font.weight,
      style: 'normal' as const,
      data: await readFile(path.join(cardFontDir, font.file)).catch((error: unknown) => {
        throw new Error(`${font.file} is missing: scripts/fonts.ts writes it`, { cause: error });
      }),
    })),
  );
  return fonts;
}

/** The card as satori lays it out: flexbox only, every size in px. */
function Card({ card }: { card: ShareCardText }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        position: 'relative',
        backgroundColor: colors.ink,
        backgroundImage: `radial-gradient(circle at 78% 18%, ${colors.dusk} 0%, ${colors.midnight} 38%, ${colors.ink} 78%)`,
        fontFamily: 'Inter',
        color: colors.ivory,
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: 28,
          left: 28,
          right: 28,
          bottom: 28,
          border: `1px solid ${alpha(colors.gold.DEFAULT, 0.35)}`,
          borderRadius: 6,
        }}
      />
      <div style={{ position: 'absolute', right: -64, top: 120, display: 'flex', opacity: 0.07 }}>
        <BrandMark size={480} color={colors.gold.light} />
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '100%',
          padding: '76px 88px 80px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <BrandMark size={44} color={colors.gold.DEFAULT} />
          <div
            style={{
              fontSize: 22,
              fontWeight: 600,
              letterSpacing: 6,
              textTransform: 'uppercase',
              color: colors.gold.DEFAULT,
            }}
          >
            {card.eyebrow}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              fontFamily: 'Playfair Display',
              fontSize: 88,
              lineHeight: 1.05,
              color: colors.ivory,
            }}
          >
            {card.title}
          </div>
          <div
            style={{
              width: 96,
              height: 2,
              marginTop: 36,
              backgroundImage: `linear-gradient(90deg, ${colors.gold.light}, ${colors.gold.deep})`,
            }}
          />
          <div
            style={{
              marginTop: 32,
              fontSize: 36,
              lineHeight: 1.3,
              color: colors.gold.light,
            }}
          >
            {card.figure}
          </div>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, minHeight: 44 }}>
          {card.details.map((detail) => (
            <div
              key={detail}
              style={{
                display: 'flex',
                padding: '8px 18px',
                fontSize: 20,
                color: colors.mist,
                border: `1px solid ${colors.line}`,
                borderRadius: 999,
                backgroundColor: colors.night,
              }}
            >
              {detail}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The PNG of a route's share card, with its title and alt text written into the file. */
async function renderShareCard(href: RoutePath): Promise<Response> {
  const card = shareCardText(href);
  const image = new ImageResponse(<Card card={card} />, {
    ...shareCardSize,
    fonts: await loadFonts(),
  });
  const png = new Uint8Array(await image.arrayBuffer());
  return new Response(
    new Uint8Array(withPngText(png, { Title: card.title, Description: card.alt })),
    {
      headers: { 'Content-Type': 'image/png' },
    },
  );
}

/**
 * What a route segment's opengraph-image.tsx exports. Next reads the metadata into the page's
 * og:image and twitter:image tags (type, size and alt), and calls `image` once, at build. Unlike
 * other route handlers, image routes are exported without `dynamic = 'force-static'`.
 */
export function shareCardRoute(href: RoutePath) {
  return {
    generateImageMetadata: () => [
      {
        id: shareCardId,
        alt: shareCardText(href).alt,
        size: shareCardSize,
        contentType: 'image/png',
      },
    ],
    image: () => renderShareCard(href),
  };
}
