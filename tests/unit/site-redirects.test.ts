import { describe, expect, it } from 'vitest';
import { packageRedirects, redirectsFile } from '../../src/lib/redirects.ts';
import { parseRedirects, matchRedirect } from '../../server/product/redirects.ts';

const pkgs = [
  { id: '11111111-1111-4111-8111-111111111111', slug: 'haji-plus-2027', category: 'haji' as const },
  { id: '22222222-2222-4222-8222-222222222222', slug: 'umroh-vip', category: 'umroh' as const },
];

describe('the _redirects file', () => {
  it('never leads off the site, whatever a stored rule says (//host and /\\host are other sites)', () => {
    const file = redirectsFile(
      [
        { from: '/promo', to: '//evil.example/', status: 301 },
        { from: '/promo2', to: '/\\evil.example/', status: 302 },
        { from: '//evil.example', to: '/umroh', status: 301 },
        { from: '/lama', to: '/umroh', status: 301 },
      ],
      [],
      new Set(),
    );
    expect(file).not.toContain('evil');
    expect(file).toContain('/lama /umroh 301');
  });

  it('sends a package asked for by id, or under the wrong category, to its page', () => {
    expect(packageRedirects(pkgs)).toEqual([
      { from: '/haji/11111111-1111-4111-8111-111111111111', to: '/haji/haji-plus-2027', status: 301 },
      { from: '/umroh/haji-plus-2027', to: '/haji/haji-plus-2027', status: 301 },
      { from: '/umroh/11111111-1111-4111-8111-111111111111', to: '/haji/haji-plus-2027', status: 301 },
      { from: '/umroh/22222222-2222-4222-8222-222222222222', to: '/umroh/umroh-vip', status: 301 },
      { from: '/haji/umroh-vip', to: '/umroh/umroh-vip', status: 301 },
      { from: '/haji/22222222-2222-4222-8222-222222222222', to: '/umroh/umroh-vip', status: 301 },
    ]);
  });

  it('has /about and /contact, stored rows first, and never redirects a live page or an unsafe path', () => {
    const file = redirectsFile(
      [
        { from: '/umroh/lama', to: '/umroh/umroh-vip', status: 301 },
        { from: '/umroh/umroh-vip', to: '/haji', status: 301 }, // live again: dropped
        { from: '/a b', to: '/x', status: 301 },
        { from: '/about', to: '/elsewhere', status: 302 }, // the stored rule wins over the fixed one
      ],
      pkgs,
      new Set(['/umroh/umroh-vip', '/haji/haji-plus-2027']),
    );
    const rules = file.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(rules[0]).toBe('/umroh/lama /umroh/umroh-vip 301');
    expect(rules).toContain('/about /elsewhere 302');
    expect(rules).toContain('/contact /kontak 301');
    expect(rules).toContain('/umroh/haji-plus-2027 /haji/haji-plus-2027 301');
    expect(rules.some((r) => r.startsWith('/umroh/umroh-vip '))).toBe(false);
    expect(rules.some((r) => r.startsWith('/a b'))).toBe(false);
  });

  it("opens an active partner's link on their page with the code, an inactive one's without it", () => {
    const rules = parseRedirects(
      redirectsFile([], [], new Set(), [
        { code: 'budi', active: true, target: '/umroh/umroh-vip' },
        { code: 'lama', active: false, target: '/' },
      ]),
    );
    expect(matchRedirect(rules, '/m/budi')).toEqual({ to: '/umroh/umroh-vip?ref=budi', status: 302 });
    expect(matchRedirect(rules, '/m/lama')).toEqual({ to: '/', status: 302 });
  });

  it('is read back by the local server the way Netlify reads it', () => {
    const rules = parseRedirects(redirectsFile([], pkgs, new Set()));
    expect(matchRedirect(rules, '/about')).toEqual({ to: '/tentang-kami', status: 301 });
    expect(matchRedirect(rules, '/about/')).toEqual({ to: '/tentang-kami', status: 301 });
    expect(matchRedirect(rules, '/contact')).toEqual({ to: '/kontak', status: 301 });
    expect(matchRedirect(rules, '/umroh/haji-plus-2027')).toEqual({ to: '/haji/haji-plus-2027', status: 301 });
    expect(matchRedirect(rules, '/haji/haji-plus-2027')).toBeNull();
    expect(matchRedirect(rules, '/haji/11111111-1111-4111-8111-111111111111/')).toEqual({
      to: '/haji/haji-plus-2027',
      status: 301,
    });
    expect(matchRedirect(rules, '/tentang-kami')).toBeNull();
  });

  it('ignores comments, blank and malformed lines, and rewrites (status 200) it does not emulate', () => {
    const rules = parseRedirects(
      '# c\n\n/x /y\n/a /b 302\n/spa /index.html 200\nrubbish\n/c https://evil.example/ 301\n',
    );
    expect(matchRedirect(rules, '/x')).toEqual({ to: '/y', status: 301 });
    expect(matchRedirect(rules, '/a')).toEqual({ to: '/b', status: 302 });
    expect(matchRedirect(rules, '/spa')).toBeNull();
    expect(matchRedirect(rules, '/c')).toBeNull();
  });
});
