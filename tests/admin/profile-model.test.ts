import { describe, expect, it } from 'vitest';
import {
  EMAIL_REQUIRED,
  emailChangeError,
  emailChangeNotice,
  linkOutcome,
  passwordChangeError,
} from '../../admin/src/profile/model.ts';
import { loginFailureMessage } from '../../admin/src/login/messages.ts';

describe('profile rules', () => {
  it('requires a new e-mail different from the current one', () => {
    expect(emailChangeError('  ', 'a@b.co')).toBe(EMAIL_REQUIRED);
    expect(emailChangeError('bukan-email', 'a@b.co')).toBe('Format email tidak valid');
    expect(emailChangeError('A@B.co', 'a@b.co')).toBe('Email baru sama dengan email saat ini');
    expect(emailChangeError('baru@b.co', 'a@b.co')).toBeNull();
  });
  it('checks the confirmation first, then the length', () => {
    expect(passwordChangeError('abcdef', 'abcdeg')).toBe('Password baru dan konfirmasi password tidak cocok');
    expect(passwordChangeError('abc', 'abc')).toBe('Password minimal 8 karakter');
    expect(passwordChangeError('', '')).toBe('Password minimal 8 karakter');
    expect(passwordChangeError('abcdefg', 'abcdefg')).toBe('Password minimal 8 karakter');
    expect(passwordChangeError('abcdefgh', 'abcdefgh')).toBeNull();
  });
  it('warns to keep using the old e-mail until the new one is confirmed', () => {
    const text = emailChangeNotice('baru@b.co', 'lama@b.co');
    expect(text).toContain('baru@b.co');
    expect(text).toContain('tetap gunakan email lama (lama@b.co)');
  });
  it('reads the outcome of the confirmation link from the URL fragment', () => {
    expect(linkOutcome('')).toBeNull();
    expect(linkOutcome('#access_token=x&type=email_change')).toMatchObject({ ok: true });
    expect(
      linkOutcome('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'),
    ).toEqual({
      ok: false,
      message: 'Email link is invalid or has expired',
    });
  });
});

describe('login failure message', () => {
  it("translates the server's message, else 'Email atau password tidak valid'", () => {
    expect(loginFailureMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe(
      'Email atau password salah',
    );
    expect(loginFailureMessage({ message: 'Invalid login credentials' })).toBe('Email atau password salah');
    expect(loginFailureMessage({})).toBe('Email atau password tidak valid');
    expect(loginFailureMessage(undefined)).toBe('Email atau password tidak valid');
  });
});
