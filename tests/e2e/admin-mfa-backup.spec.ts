import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createTempAdmin, deleteTempAdmin, loginViaUi, toast, totp, type TempAdmin } from './admin-helpers.ts';

// There are no recovery codes: after the first authenticator the owner is urged to add a second one as the
// backup, each has a name the owner chose, both are listed, and either one signs in.
let user: TempAdmin | undefined;
test.afterEach(async ({ baseURL }) => {
  await deleteTempAdmin(baseURL!, user);
  user = undefined;
});

async function openProfile(page: Page, u: TempAdmin) {
  await loginViaUi(page, u.email, u.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
}

test('two named authenticators: the backup is asked for, both are listed, either signs in', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  user = await createTempAdmin(baseURL!, 'mfa2');
  await openProfile(page, user);
  const card = page.getByRole('region', { name: 'Verifikasi Dua Langkah' });
  const name = card.getByLabel('Nama Autentikator');
  await expect(name).toHaveValue('Autentikator 1');
  await name.clear();
  await name.pressSequentially('Ponsel utama');
  await card.getByRole('button', { name: 'Aktifkan Autentikator' }).click();
  await expect(card).toContainText('Ponsel utama');
  const first = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  const codeField = card.getByLabel('Kode Verifikasi');

  // A wrong code is refused beside the field.
  await codeField.pressSequentially('000000');
  await card.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(/.+/);
  // Each code is computed as it is typed: the server takes only one 30 s step either side of its own time.
  await codeField.clear();
  await codeField.pressSequentially(totp(first));
  await card.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(toast(page, 'Autentikator Terverifikasi')).toBeVisible();

  // Told to add a backup, with the second name offered.
  await expect(card.getByText(/Daftarkan autentikator kedua sebagai cadangan/)).toBeVisible();
  await expect(name).toHaveValue('Autentikator 2');
  await name.clear();
  await name.pressSequentially('Ponsel utama');
  await card.getByRole('button', { name: 'Tambah Autentikator Cadangan' }).click();
  await expect(name).toHaveAccessibleDescription('Nama ini sudah dipakai autentikator lain');
  await name.clear();
  await name.pressSequentially('Tablet kantor');
  await card.getByRole('button', { name: 'Tambah Autentikator Cadangan' }).click();
  const second = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(second).not.toBe(first);
  const secondAt = Date.now();
  await codeField.pressSequentially(totp(second, secondAt));
  await card.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(toast(page, 'Tablet kantor terdaftar sebagai autentikator cadangan')).toBeVisible();

  const list = card.getByRole('list', { name: 'Autentikator terdaftar' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Ponsel utama');
  await expect(list).toContainText('Tablet kantor');
  await expect(card.getByText(/Daftarkan autentikator kedua sebagai cadangan/)).toHaveCount(0);

  // The backup alone signs in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await loginViaUi(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
  const signInCode = page.getByLabel(/^Kode Autentikator/);
  await signInCode.pressSequentially('123456');
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(toast(page, 'Login Gagal')).toBeVisible();
  await expect(signInCode).toHaveAttribute('aria-invalid', 'true');
  await signInCode.clear();
  // A step after the one the enrolment spent (the server refuses a step already used), within its ±1 step window.
  await signInCode.pressSequentially(totp(second, Math.max(Date.now(), secondAt + 30_000)));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(toast(page, 'Login Berhasil')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);

  // Removing one keeps the other.
  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Profil' }).click();
  await card.getByRole('button', { name: 'Hapus Tablet kantor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(toast(page, 'Autentikator Dihapus')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Ponsel utama');
  await expect(card.getByText(/Daftarkan autentikator kedua sebagai cadangan/)).toBeVisible();
});
