import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // app/server/ modules are marked server-only; tests are a server (as Next's react-server layer is).
      'server-only': fileURLToPath(new URL('node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    // Outer bounds for a loaded machine; tests wait on page states (see tests/e2e/support/browser.ts).
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
