/**
 * The security headers as data (issue 16 point 2): every path gets a nonce CSP without 'unsafe-eval', nosniff
 * and a referrer policy; framing is refused everywhere except the embed pages. The built server's headers are
 * checked in tests/e2e/security.spec.ts.
 */
import type { NextConfig } from 'next';
import { describe, expect, it } from 'vitest';
import {
  API_HEADERS,
  contentSecurityPolicy,
  EMBEDDABLE,
  isEmbeddable,
  securityHeaders,
} from '@/app/security/headers';
import { config as proxyConfig } from '@/proxy';
import { cspDirectives as directives } from '../../support/csp';

describe('security headers', () => {
  it('a page gets a nonce-based CSP with no unsafe-eval and no unsafe-inline', () => {
    const csp = directives(contentSecurityPolicy('/m/m_abc', { nonce: 'abc123==' }));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const [, values] of csp) {
      expect(values).not.toContain("'unsafe-eval'");
      expect(values).not.toContain("'unsafe-inline'");
    }
  });

  it('only `next dev` adds what React needs there', () => {
    const csp = directives(contentSecurityPolicy('/', { nonce: 'n', dev: true }));
    expect(csp.get('script-src')).toContain("'unsafe-eval'");
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
  });

  it('refuses framing everywhere but the embed pages', () => {
    for (const path of [
      '/',
      '/m/m_abc',
      '/studio/m_abc',
      '/r/AbCdEf',
      '/api/views/share',
      '/e',
      '/embed',
      '/x/e/',
    ]) {
      const h = securityHeaders(path, { nonce: 'n' });
      expect(h['X-Frame-Options'], path).toBe('DENY');
      expect(directives(h['Content-Security-Policy']).get('frame-ancestors'), path).toEqual(["'none'"]);
    }
    expect(EMBEDDABLE).toContain('/e/');
    for (const path of ['/e/AbCdEf', '/e/AbCdEf?at=3']) {
      expect(isEmbeddable(path)).toBe(true);
      const h = securityHeaders(path, { nonce: 'n' });
      expect(h['X-Frame-Options']).toBeUndefined();
      expect(directives(h['Content-Security-Policy']).has('frame-ancestors')).toBe(false);
      // an embed still runs only its own scripts
      expect(directives(h['Content-Security-Policy']).get('script-src')).toContain("'nonce-n'");
    }
  });

  it('sends nosniff and a referrer policy that keeps secret paths on the site', () => {
    const h = securityHeaders('/r/AbCdEf', { nonce: 'n' });
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('same-origin');
    expect(securityHeaders('/studio/m_abc/enter', { nonce: 'n' })['Referrer-Policy']).toBe('no-referrer');
    expect(securityHeaders('/studio/m_abc', { nonce: 'n' })['Referrer-Policy']).toBe('same-origin');
  });

  it('every API answer gets the strictest fixed policy, from next.config.mjs, and no page policy', async () => {
    const api = directives(API_HEADERS['Content-Security-Policy']);
    expect([...api.keys()].sort()).toEqual(['default-src', 'frame-ancestors']);
    expect(api.get('default-src')).toEqual(["'none'"]);
    expect(api.get('frame-ancestors')).toEqual(["'none'"]);
    expect(API_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(API_HEADERS['Referrer-Policy']).toBe('no-referrer');
    expect(API_HEADERS['X-Frame-Options']).toBe('DENY');
    // next.config.mjs is plain JavaScript without types: imported by a path the type checker does not follow
    const file = '../../../next.config.mjs';
    const { default: nextConfig } = (await import(/* @vite-ignore */ file)) as { default: NextConfig };
    const rules = await nextConfig.headers!();
    expect(rules).toEqual([
      { source: '/api/:path*', headers: Object.entries(API_HEADERS).map(([key, value]) => ({ key, value })) },
    ]);
  });

  it('the proxy runs on every path but those of the API', () => {
    const [matcher] = proxyConfig.matcher;
    const runs = (path: string) => new RegExp(`^${matcher}$`).test(path);
    for (const path of [
      '/',
      '/api',
      '/apis',
      '/r/AbCdEf',
      '/e/AbCdEf',
      '/studio/m_abc',
      '/_next/static/a.js',
    ])
      expect(runs(path), path).toBe(true);
    for (const path of ['/api/', '/api/matches', '/api/matches/m_abc/actions', '/api/views/window'])
      expect(runs(path), path).toBe(false);
  });
});
