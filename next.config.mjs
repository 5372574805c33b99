/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native addons (better-sqlite3, resvg) and satori's WASM layout engine: load them from node_modules at
  // run time, never bundle them.
  serverExternalPackages: ['better-sqlite3', '@resvg/resvg-js', 'satori'],
  // `npm test` type-checks the whole project (tsc --noEmit) as its own step; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
