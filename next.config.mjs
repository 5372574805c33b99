/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ['better-sqlite3'],
  // `npm test` type-checks the whole project (tsc --noEmit) as its own step; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
