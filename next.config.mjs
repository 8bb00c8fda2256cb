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
};

export default nextConfig;
