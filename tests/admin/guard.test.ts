import { describe, expect, it } from 'vitest';
import {
  GUARD_MESSAGES,
  guardDecision,
  isPublicAdminPath,
  type SessionState,
} from '../../admin/src/providers/guard.ts';
import {
  ADMIN_TOKEN_KEY,
  ADMIN_TOKEN_VALUE,
  clearMarker,
  hasMarker,
  setMarker,
} from '../../admin/src/providers/marker.ts';

const base = '/admin';

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

describe('admin_token marker', () => {
  it("is 'admin_token' = 'authenticated'", () => {
    const s = memoryStore();
    expect(hasMarker(s)).toBe(false);
    setMarker(s);
    expect(s.m.get('admin_token')).toBe('authenticated');
    expect([ADMIN_TOKEN_KEY, ADMIN_TOKEN_VALUE]).toEqual(['admin_token', 'authenticated']);
    expect(hasMarker(s)).toBe(true);
    clearMarker(s);
    expect(hasMarker(s)).toBe(false);
  });
  it('any other value is not the marker', () => {
    const s = memoryStore();
    s.setItem('admin_token', 'true');
    expect(hasMarker(s)).toBe(false);
  });
});

describe('guard decision', () => {
  const decide = (marker: boolean, session: SessionState, pathname = '/admin/packages') =>
    guardDecision({ marker, session, pathname, basename: base });

  it('allows the marker with a valid session', () => {
    expect(decide(true, 'valid')).toEqual({ allow: true });
  });

  it('sends to login silently without the marker, even with a valid session', () => {
    expect(decide(false, 'valid')).toEqual({ allow: false, clearMarker: false, message: false });
  });

  it("the profile page names the reason: 'Anda harus login terlebih dahulu'", () => {
    expect(decide(false, 'missing', '/admin/profile')).toEqual({
      allow: false,
      clearMarker: false,
      message: 'Anda harus login terlebih dahulu',
    });
    expect(decide(false, 'missing', '/admin/profile/')).toMatchObject({ message: GUARD_MESSAGES.loginFirst });
  });

  it.each(['missing', 'invalid', 'needs-second-factor'] as const)(
    'a %s session with the marker removes it and explains',
    (session) => {
      expect(decide(true, session)).toEqual({
        allow: false,
        clearMarker: true,
        message: 'Sesi berakhir, silakan login kembali',
      });
    },
  );

  it('keeps an existing session when the auth server cannot be reached', () => {
    expect(decide(true, 'unreachable')).toEqual({ allow: true });
  });

  it('never guards the login and password recovery pages', () => {
    for (const p of ['/admin/login', '/admin/forgot-password', '/admin/set-password']) {
      expect(isPublicAdminPath(p, base)).toBe(true);
      expect(decide(false, 'missing', p)).toEqual({ allow: true });
    }
    expect(isPublicAdminPath('/admin/loginx', base)).toBe(false);
    expect(isPublicAdminPath('/admin', base)).toBe(false);
  });
});
