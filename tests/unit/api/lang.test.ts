/**
 * GET /api/lang (issue 16 point 1): the language switch sends the reader back to a path on this site and never
 * elsewhere, and no `next=` value makes it fail. Each case is the raw query string a probe sent.
 */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/lang/route';
import { localPath } from '@/app/api/lang/local-path';

const ORIGIN = 'http://127.0.0.1:3000';
const call = (query: string) => GET(new NextRequest(`${ORIGIN}/api/lang?${query}`));
/** Where a browser lands after following the redirect (it resolves Location against the request's URL). */
const landing = (res: Response) => new URL(res.headers.get('location')!, `${ORIGIN}/api/lang`);

describe('/api/lang redirects only to this site', () => {
  it('goes back to a local path and sets the cookie', () => {
    const res = call('to=en&next=%2Fm%2Fm_abc%3Fat%3D3%26view%3Dp1%23n');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/m/m_abc?at=3&view=p1#n');
    expect(res.headers.get('set-cookie')).toMatch(/^lang=en; Path=\/;/);
    expect(call('to=xx').headers.get('location')).toBe('/');
    expect(call('to=xx').headers.get('set-cookie')).toMatch(/^lang=zh;/);
  });

  it('never leaves the site, however the target is dressed (the reported /%09/ case first)', () => {
    for (const next of [
      '/%09/evil.example/landed',
      '/%0a/evil.example',
      '/%0d/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/%5Cevil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      '/.//evil.example',
      '/%2E//evil.example',
      ' //evil.example',
      '%20/evil.example',
      'evil.example',
      '',
    ]) {
      const res = call(`to=en&next=${next}`);
      expect(res.status, next).toBe(303);
      const to = landing(res);
      expect(to.origin, `${next} → ${res.headers.get('location')}`).toBe(ORIGIN);
      expect(res.headers.get('location'), next).toMatch(/^\/(?!\/)/);
    }
  });

  it('answers 303 (never 500) for header-breaking targets, with no injected header', () => {
    for (const next of ['/%0d%0aSet-Cookie:%20a=b', '/%E2%80%AE', '/%00', '/%ED%A0%80', '/%C0%AF', '/%7F']) {
      const res = call(`to=en&next=${next}`);
      expect(res.status, next).toBe(303);
      expect(res.headers.get('set-cookie'), next).toMatch(/^lang=en;/);
      expect(res.headers.get('location'), next).toMatch(/^\/[\x21-\x7e]*$/);
      expect(landing(res).origin).toBe(ORIGIN);
    }
    // a right-to-left override is carried percent-encoded, not raw
    expect(call('next=/%E2%80%AEabc').headers.get('location')).toBe('/%E2%80%AEabc');
  });

  it('localPath keeps ordinary paths as the browser would write them', () => {
    expect(localPath('/')).toBe('/');
    expect(localPath('/r/AbC_-x')).toBe('/r/AbC_-x');
    expect(localPath('/?game=xueqi')).toBe('/?game=xueqi');
    expect(localPath('/m/a/../b')).toBe('/m/b');
    expect(localPath('/对局')).toBe('/%E5%AF%B9%E5%B1%80');
    expect(localPath(null)).toBe('/');
    expect(localPath('/'.padEnd(3000, 'a'))).toBe('/');
  });
});
