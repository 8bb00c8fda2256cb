// Node 20 lacks ArrayBuffer.prototype.detached (Node 22 has it). React's streaming renderer, which
// draws `next dev`'s error page, then warns "React encountered an empty buffer … This could be a
// security issue" on the first error it shows, unable to tell an empty buffer from a detached one.
// A buffer is detached exactly when no view can be made on it any more.
if (!Object.hasOwn(ArrayBuffer.prototype, 'detached')) {
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get() {
      if (this.byteLength > 0) return false;
      try {
        new DataView(this);
        return false;
      } catch {
        return true;
      }
    },
  });
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is prerendered to plain HTML and served from a CDN.
  output: 'export',
  // /retreats/ -> out/retreats/index.html, so any static host serves it without rewrites.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run dev` answers at localhost and 127.0.0.1 alike; Next serves its development scripts
  // only to localhost unless another host is named here, and the panel would never hydrate.
  allowedDevOrigins: ['127.0.0.1'],
  // `npm run build` checks every file's types just before `next build` (`npm run typecheck`), with
  // TypeScript 7: a third of the time Next's own check takes with TypeScript 6, which ESLint's
  // parser still needs. Run alone, `next build` would check nothing: use `npm run build`.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
