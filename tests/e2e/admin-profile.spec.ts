import jsQR from 'jsqr';
import { test, expect } from './fixtures.ts';
import {
  ADMIN_SESSION_KEY,
  anonClient,
  canSignIn,
  createTempAdmin,
  deleteTempAdmin,
  loginViaUi,
  mailCount,
  toast,
  totp,
  waitForMail,
  type TempAdmin,
} from './admin-helpers.ts';

// Credentials change here, so every test uses its own administrator, never the seeded one.
let user: TempAdmin | undefined;
test.afterEach(async ({ baseURL }) => {
  await deleteTempAdmin(baseURL!, user);
  user = undefined;
});

async function openProfile(page: import('@playwright/test').Page, u: TempAdmin) {
  await loginViaUi(page, u.email, u.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
}

test('account info shows the e-mail and Role: Administrator', async ({ page, baseURL }) => {
  user = await createTempAdmin(baseURL!, 'info');
  await openProfile(page, user);
  const info = page.getByRole('region', { name: 'Informasi Akun' });
  await expect(info).toContainText(user.email);
  await expect(info).toContainText('Role');
  await expect(info).toContainText('Administrator');
});

test('change password: confirmation must match, at least 8 characters, current password optional', async ({
  page,
  baseURL,
}) => {
  user = await createTempAdmin(baseURL!, 'sandi');
  await openProfile(page, user);
  const card = page.getByRole('region', { name: 'Ubah Password' });
  const save = card.getByRole('button', { name: 'Perbarui Password' });

  await card.getByLabel(/^Password Baru/).fill('abcdef');
  await card.getByLabel(/^Konfirmasi Password Baru/).fill('abcdeg');
  await save.click();
  await expect(toast(page, 'Password baru dan konfirmasi password tidak cocok')).toBeVisible();

  await card.getByLabel(/^Password Baru/).fill('abc');
  await card.getByLabel(/^Konfirmasi Password Baru/).fill('abc');
  await save.click();
  await expect(toast(page, 'Password minimal 8 karakter')).toBeVisible();

  await card.getByLabel(/^Password Saat Ini/).fill('bukan-password-lama');
  await card.getByLabel(/^Password Baru/).fill('SandiBaru-1');
  await card.getByLabel(/^Konfirmasi Password Baru/).fill('SandiBaru-1');
  await save.click();
  await expect(toast(page, 'Password saat ini salah')).toContainText('Gagal memperbarui password');
  expect(await canSignIn(baseURL!, user.email, user.password)).toBe(true);

  await card.getByLabel(/^Password Saat Ini/).fill(user.password);
  await save.click();
  await expect(toast(page, 'Password Diperbarui')).toBeVisible();
  await expect(card.getByLabel(/^Password Baru/)).toHaveValue('');
  expect(await canSignIn(baseURL!, user.email, 'SandiBaru-1')).toBe(true);
  expect(await canSignIn(baseURL!, user.email, user.password)).toBe(false);

  // without the current password (accounts recovered by e-mail)
  await card.getByLabel(/^Password Baru/).fill('SandiKetiga-3');
  await card.getByLabel(/^Konfirmasi Password Baru/).fill('SandiKetiga-3');
  await save.click();
  await expect(card.getByLabel(/^Konfirmasi Password Baru/)).toHaveValue('');
  await expect.poll(() => canSignIn(baseURL!, user!.email, 'SandiKetiga-3')).toBe(true);
});

test('typed but unsaved e-mail or password: leaving the page asks first', async ({ page, loginAsAdmin }) => {
  // Nothing is saved here, so the seeded administrator will do.
  await loginAsAdmin(page, '/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu admin' });
  const dialog = page.getByRole('dialog', { name: 'Perubahan belum disimpan' });
  const mediaHeading = page.getByRole('heading', { level: 1, name: 'Media' });

  const emailField = page.getByRole('region', { name: 'Ubah Email' }).getByLabel(/^Email Baru/);
  await emailField.fill('baru@contoh.com');
  await nav.getByRole('link', { name: 'Media' }).click();
  await dialog.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(emailField).toHaveValue('baru@contoh.com');
  await emailField.fill('');

  await page
    .getByRole('region', { name: 'Ubah Password' })
    .getByLabel(/^Password Baru/)
    .fill('SandiBaru-1');
  await nav.getByRole('link', { name: 'Media' }).click();
  await dialog.getByRole('button', { name: 'Tinggalkan' }).click();
  await expect(mediaHeading).toBeVisible();

  // Nothing typed: no question.
  await nav.getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await nav.getByRole('link', { name: 'Media' }).click();
  await expect(mediaHeading).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('change e-mail: confirmed through the new address; the old one keeps working until then', async ({
  page,
  baseURL,
}) => {
  user = await createTempAdmin(baseURL!, 'surel');
  const newEmail = user.email.replace('surel-', 'surel-baru-');
  await openProfile(page, user);
  const card = page.getByRole('region', { name: 'Ubah Email' });

  await card.getByRole('button', { name: 'Perbarui Email' }).click();
  await expect(toast(page, 'Gagal memperbarui email')).toContainText('Email baru wajib diisi');

  const before = await mailCount(baseURL!, newEmail);
  await card.getByLabel(/^Email Baru/).fill(newEmail);
  await card.getByRole('button', { name: 'Perbarui Email' }).click();
  await expect(toast(page, 'Konfirmasi Email Dikirim')).toBeVisible();
  await expect(card.getByRole('alert')).toContainText(`tetap gunakan email lama (${user.email}) untuk login`);
  expect(await canSignIn(baseURL!, user.email, user.password)).toBe(true);
  expect(await canSignIn(baseURL!, newEmail, user.password)).toBe(false);

  const mail = await waitForMail(baseURL!, newEmail, before);
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(toast(page, 'Email Dikonfirmasi')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informasi Akun' })).toContainText(newEmail);
  expect(await canSignIn(baseURL!, newEmail, user.password)).toBe(true);
  expect(await canSignIn(baseURL!, user.email, user.password)).toBe(false);
});

test('two-factor sign-in: enrol from a QR code, verify, sign in with the code, remove', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  user = await createTempAdmin(baseURL!, 'mfa');
  await openProfile(page, user);
  const card = page.getByRole('region', { name: 'Verifikasi Dua Langkah' });
  await expect(card).toContainText('Belum aktif');
  await card.getByRole('button', { name: 'Aktifkan Autentikator' }).click();
  const qr = card.getByRole('img', { name: 'Kode QR autentikator' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // The QR code renders (not 0 px wide) and encodes the otpauth URI.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const pixels = await qr.evaluate((img: HTMLImageElement) => {
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size, size);
    ctx.drawImage(img, 20, 20, size - 40, size - 40);
    return { data: Array.from(ctx.getImageData(0, 0, size, size).data), size };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size);
  // The secret is shown in groups of 4 with a copy button.
  const shown = (await card.getByTestId('totp-secret').innerText()).trim();
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expect(card.getByRole('button', { name: 'Salin kode' })).toBeVisible();
  const secret = shown.replace(/\s+/g, '');
  expect(decoded?.data).toMatch(new RegExp(`^otpauth://totp/.+\\?secret=${secret}&issuer=`));
  expect(decodeURIComponent(decoded!.data)).toContain(user.email);

  await card.getByLabel('Kode Verifikasi').fill('000000');
  await card.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(card.getByLabel('Kode Verifikasi')).toHaveAttribute('aria-invalid', 'true');

  // Each code is computed as it is typed: the server takes only one 30 s step either side of its own time.
  const enrolledAt = Date.now();
  await card.getByLabel('Kode Verifikasi').fill(totp(secret, enrolledAt));
  await card.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(toast(page, 'Autentikator Terverifikasi')).toBeVisible();
  await expect(card).toContainText('Aktif');

  // A password-only session is no longer an administrator session.
  const { data: pw } = await anonClient(baseURL!).auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  const context2 = await page.context().browser()!.newContext();
  const page2 = await context2.newPage();
  await page2.addInitScript(
    ([key, s]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, s);
      localStorage.setItem('admin_token', 'authenticated');
    },
    [ADMIN_SESSION_KEY(baseURL!), JSON.stringify(pw.session)] as const,
  );
  await page2.goto(`${baseURL}/admin/packages`);
  await expect(toast(page2, 'Sesi berakhir, silakan login kembali')).toBeVisible();
  await context2.close();

  // Sign-in now asks for the code.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await loginViaUi(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  await page.getByLabel(/^Kode Autentikator/).fill('123456');
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(toast(page, 'Login Gagal')).toBeVisible();
  // A step after the one the enrolment spent (the server refuses a step already used), within its ±1 step window.
  await page.getByLabel(/^Kode Autentikator/).fill(totp(secret, Math.max(Date.now(), enrolledAt + 30_000)));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(toast(page, 'Login Berhasil')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Paket' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();

  // Remove the authenticator (the session is aal2).
  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Profil' }).click();
  await page
    .getByRole('region', { name: 'Verifikasi Dua Langkah' })
    .getByRole('button', { name: /^Hapus / })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(toast(page, 'Autentikator Dihapus')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verifikasi Dua Langkah' })).toContainText('Belum aktif');

  await page.getByRole('button', { name: 'Logout' }).click();
  await loginViaUi(page, user.email, user.password);
  await expect(toast(page, 'Login Berhasil')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);
});
