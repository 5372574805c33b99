import fs from 'node:fs';

/** The headers of every API answer (API_HEADERS in app/security/headers.ts says why). */
const API_HEADERS = JSON.parse(
  fs.readFileSync(new URL('./app/security/api-headers.json', import.meta.url), 'utf8'),
);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native addons (better-sqlite3, resvg) and satori's WASM layout engine: load them from node_modules at
  // run time, never bundle them.
  serverExternalPackages: ['better-sqlite3', '@resvg/resvg-js', 'satori'],
  // `npm test` type-checks the whole project (tsc --noEmit) as its own step; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  // The API's security headers: the same for every answer, so set here and not in proxy.ts, which skips /api/
  // (API_HEADERS in app/security/headers.ts says why).
  async headers() {
    return [
      { source: '/api/:path*', headers: Object.entries(API_HEADERS).map(([key, value]) => ({ key, value })) },
    ];
  },
};

export default nextConfig;
