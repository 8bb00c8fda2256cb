/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is prerendered to plain HTML and served from a CDN.
  output: 'export',
  // /retreats/ -> out/retreats/index.html, so any static host serves it without rewrites.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
