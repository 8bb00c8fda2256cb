/**
 * A local stand-in for the background image host, for Lighthouse runs: Chromium is told to
 * resolve the host to this HTTPS server, which answers each requested width with a photographic
 * JPEG of about the weight the real host sends. Nothing leaves the machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { site } from '../../content/site';
import { chromiumArgs, findChromium } from '../support/system';

/** Night sky over a ridge, with grain so it weighs what a photograph does. */
const scene = (width: number, height: number) => `<!doctype html><body style="margin:0">
<canvas id="c" width="${width}" height="${height}"></canvas><script>
const c = document.getElementById('c').getContext('2d');
const g = c.createLinearGradient(0, 0, 0, ${height});
g.addColorStop(0, '#0b1230'); g.addColorStop(0.6, '#3a4a7a'); g.addColorStop(1, '#c9d3e8');
c.fillStyle = g; c.fillRect(0, 0, ${width}, ${height});
let seed = 7; const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
for (let i = 0; i < ${width * 2}; i++) { c.fillStyle = 'rgba(255,255,255,' + rand() + ')'; c.fillRect(rand() * ${width}, rand() * ${height} * 0.6, 1.5, 1.5); }
c.fillStyle = '#10131f'; c.beginPath(); c.moveTo(0, ${height});
for (let x = 0; x <= ${width}; x += 8) c.lineTo(x, ${height} * (0.62 + 0.18 * Math.sin(x / 97) * Math.cos(x / 41) + 0.05 * rand()));
c.lineTo(${width}, ${height}); c.fill();
const img = c.getImageData(0, 0, ${width}, ${height});
for (let i = 0; i < img.data.length; i += 4) { const n = (rand() - 0.5) * 22; img.data[i] += n; img.data[i + 1] += n; img.data[i + 2] += n; }
c.putImageData(img, 0, 0);
</script></body>`;

export interface ImageHost {
  /** Flags that send the browser to this server for the image host. */
  chromeFlags: string[];
  close: () => Promise<void>;
}

export async function startImageHost(): Promise<ImageHost> {
  const dir = mkdtempSync(path.join(tmpdir(), 'image-host-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const hostname = new URL(site.heroImage.host).hostname;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      `/CN=${hostname}`,
    ],
    { stdio: 'ignore' },
  );

  // One browser, launched by whichever request comes first.
  let browser: Promise<Browser> | undefined;
  const images = new Map<number, Promise<Buffer>>();
  const render = (width: number) => {
    if (!images.has(width)) {
      images.set(
        width,
        (async () => {
          browser ??= chromium.launch({
            executablePath: findChromium() ?? undefined,
            args: chromiumArgs,
          });
          const height = Math.round((width * 2) / 3);
          const page = await (await browser).newPage({ viewport: { width, height } });
          await page.setContent(scene(width, height));
          const jpeg = await page.screenshot({ type: 'jpeg', quality: 60 });
          await page.close();
          return jpeg;
        })(),
      );
    }
    return images.get(width)!;
  };

  const server = createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    async (req, res) => {
      const width = Math.min(
        2400,
        Number(new URL(req.url ?? '/', 'https://x').searchParams.get('w')) || 1080,
      );
      const body = await render(width);
      res.writeHead(200, {
        'Content-Type': 'image/jpeg',
        'Content-Length': body.length,
        'Cache-Control': 'public, max-age=31536000',
      });
      res.end(body);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Drawn before the first run, or that run alone would wait a second for the photograph.
  for (const variant of site.heroImage.variants) await render(variant.width);

  return {
    chromeFlags: [
      `--host-resolver-rules="MAP ${hostname} 127.0.0.1:${port}"`,
      '--ignore-certificate-errors',
    ],
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await (await browser)?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
