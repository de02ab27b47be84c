import { test, expect, ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.ts';
import {
  ADMIN_SESSION_KEY,
  anonClient,
  createTempAdmin,
  deleteTempAdmin,
  loginViaUi,
  mailCount,
  toast,
  waitForMail,
  type TempAdmin,
} from './admin-helpers.ts';

test.describe('admin login', () => {
  test('signs in with e-mail and password, sets the marker and greets', async ({ page }) => {
    await loginViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(toast(page, 'Login Berhasil')).toContainText('Selamat datang di Dashboard Admin');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBe('authenticated');
  });

  test("shows 'Memproses...' while signing in", async ({ page }) => {
    // The sign-in is held until the pending state has been seen, then let through.
    let answer!: () => void;
    const held = new Promise<void>((r) => (answer = r));
    await page.route('**/auth/v1/token**', async (route) => {
      await held;
      await route.continue();
    });
    await loginViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page.getByRole('button', { name: 'Memproses...' })).toBeDisabled();
    answer();
    await expect(page).toHaveURL(/\/admin\/?$/);
  });

  test("a wrong password shows 'Login Gagal' with the server's message and stays on the login page", async ({
    page,
  }) => {
    await loginViaUi(page, ADMIN_EMAIL, 'salah-sekali');
    const t = toast(page, 'Login Gagal');
    await expect(t).toBeVisible();
    // Translated, never GoTrue's English.
    await expect(t).toContainText('Email atau password salah');
    await expect(t).not.toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  });

  test('requires an e-mail of e-mail type and a password', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.locator('input[name="email"]:invalid')).toHaveCount(1);
    await page.locator('input[name="email"]').fill('bukan-email');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.locator('input[name="email"]:invalid')).toHaveCount(1);
    await page.locator('input[name="email"]').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.locator('input[name="password"]:invalid')).toHaveCount(1);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/admin/login');
    const input = page.locator('input[name="password"]');
    await input.fill('rahasia');
    await expect(input).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Tampilkan password' }).click();
    await expect(input).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sembunyikan password' }).click();
    await expect(input).toHaveAttribute('type', 'password');
  });
});

test.describe('admin guard', () => {
  test('without marker and session every admin path goes to the login page', async ({ page }) => {
    for (const path of ['/admin/', '/admin/packages', '/admin/media', '/admin/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
    // The login form has rendered, and with it any notice the guard raised on the way: none says the session ended.
    await expect(page.locator('input[name="password"]')).toBeVisible();
    await expect(toast(page, 'Sesi berakhir')).toHaveCount(0);
  });

  test('a valid session without the marker is not enough', async ({ page, baseURL }) => {
    const { data } = await anonClient(baseURL!).auth.signInWithPassword({
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    await page.addInitScript(([key, session]) => localStorage.setItem(key, session), [
      ADMIN_SESSION_KEY(baseURL!),
      JSON.stringify(data.session),
    ] as const);
    await page.goto('/admin/packages');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the profile page without the marker says 'Anda harus login terlebih dahulu'", async ({ page }) => {
    await page.goto('/admin/profile');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page, 'Anda harus login terlebih dahulu')).toBeVisible();
  });

  test('an expired session removes the marker and explains', async ({ page, baseURL }) => {
    const now = Math.floor(Date.now() / 1000);
    const expired = {
      access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.x',
      refresh_token: 'sudah-tidak-berlaku',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now - 7200,
      user: {
        id: '00000000-0000-4000-8000-000000000000',
        aud: 'authenticated',
        role: 'authenticated',
        email: ADMIN_EMAIL,
        app_metadata: { role: 'admin' },
        user_metadata: {},
        created_at: new Date().toISOString(),
      },
    };
    await page.addInitScript(
      ([key, session]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, session);
        localStorage.setItem('admin_token', 'authenticated');
      },
      [ADMIN_SESSION_KEY(baseURL!), JSON.stringify(expired)] as const,
    );
    await page.goto('/admin/packages');
    await expect(toast(page, 'Sesi berakhir, silakan login kembali')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('a session revoked on the server is invalid too', async ({ page, baseURL }) => {
    const c = anonClient(baseURL!);
    const { data } = await c.auth.signInWithPassword({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const session = JSON.stringify(data.session);
    await c.auth.signOut({ scope: 'local' }); // ends this one session on the server
    await page.addInitScript(
      ([key, s]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, s);
        localStorage.setItem('admin_token', 'authenticated');
      },
      [ADMIN_SESSION_KEY(baseURL!), session] as const,
    );
    await page.goto('/admin/features');
    await expect(toast(page, 'Sesi berakhir, silakan login kembali')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test("shows 'Loading...' while the session is checked", async ({ page, loginAsAdmin }) => {
    // The session check is held until 'Loading...' has been seen, then let through.
    let answer!: () => void;
    const held = new Promise<void>((r) => (answer = r));
    await page.route('**/auth/v1/user', async (route) => {
      await held;
      await route.continue();
    });
    await loginAsAdmin(page, '/admin/media');
    await expect(page.getByText('Loading...')).toBeVisible();
    answer();
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  });

  test('unknown admin paths go to the dashboard', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/halaman-yang-tidak-ada');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('logout', () => {
  let user: TempAdmin | undefined;
  test.afterEach(async ({ baseURL }) => deleteTempAdmin(baseURL!, user));

  // Logout ends the administrator's sessions on the server: a throw-away administrator keeps other specs signed in.
  test('ends the session, removes the marker and returns to the login page', async ({ page, baseURL }) => {
    user = await createTempAdmin(baseURL!, 'keluar');
    await loginViaUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logout Berhasil')).toContainText('Anda telah keluar dari dashboard admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    expect(await page.evaluate((k) => localStorage.getItem(k), ADMIN_SESSION_KEY(baseURL!))).toBeNull();
    await page.goto('/admin/packages');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a failed sign-out says 'Gagal logout' and keeps the admin signed in", async ({ page, loginAsAdmin }) => {
    await loginAsAdmin(page, '/admin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.route('**/auth/v1/logout**', (route) => route.abort());
    await page.getByRole('button', { name: 'Logout' }).click();
    const t = toast(page, 'Gagal logout');
    await expect(t).toBeVisible();
    await expect(t).toContainText('Gagal');
    await expect(page).toHaveURL(/\/admin\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBe('authenticated');
  });
});

test.describe('forgot password (local outbox)', () => {
  let user: TempAdmin | undefined;
  test.afterEach(async ({ baseURL }) => deleteTempAdmin(baseURL!, user));

  test('sends a link that sets a new password', async ({ page, baseURL }) => {
    user = await createTempAdmin(baseURL!, 'lupa');
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Lupa password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    const before = await mailCount(baseURL!, user.email);
    await page.locator('input[name="email"]').fill(user.email);
    await page.getByRole('button', { name: 'Kirim Tautan Reset' }).click();
    await expect(toast(page, 'Email Terkirim')).toBeVisible();
    const mail = await waitForMail(baseURL!, user.email, before);
    expect(mail.link).toContain('/auth/v1/verify');

    await page.goto(mail.link!);
    await expect(page).toHaveURL(/\/admin\/set-password/);
    const newPassword = 'BaruSekali-123';
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirm"]').fill('berbeda-123');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await expect(toast(page, 'Password baru dan konfirmasi password tidak cocok')).toBeVisible();
    await page.locator('input[name="confirm"]').fill(newPassword);
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await expect(toast(page, 'Password Diperbarui')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await loginViaUi(page, user.email, newPassword);
    await expect(toast(page, 'Login Berhasil')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);
  });

  test('a broken link explains itself', async ({ page }) => {
    await page.goto('/admin/set-password');
    await expect(page.getByText('Tautan tidak valid atau sudah kedaluwarsa')).toBeVisible();
  });
});
