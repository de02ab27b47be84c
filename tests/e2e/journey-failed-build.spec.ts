import fs from 'node:fs';
import { test, expect, unique, ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.ts';
import { loginViaUi, toast } from './admin-helpers.ts';
import { FAIL_FLAG } from './journey-env.ts';
import { livePage, publishingIdle, PUBLISH_WAIT } from './journey-helpers.ts';

// While the flag is set every build of the journeys server fails, so this runs alone, after the other journeys
// (its own project in playwright.config.ts).

test('a failed build leaves the previous site served and shows the failure in the admin', async ({ page, admin }) => {
  test.setTimeout(300_000);
  await publishingIdle(admin);
  const before = await (await page.request.get('/tentang-kami')).text();
  const title = unique('Tentang Gagal Terbit');
  fs.writeFileSync(FAIL_FLAG, 'kolom tidak dikenal');
  try {
    await loginViaUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(toast(page, 'Login Berhasil')).toBeVisible();
    const { data: about } = await admin.from('page_content').select('content').eq('page_name', 'about').single();
    const { error } = await admin
      .from('page_content')
      .update({ content: { ...about!.content, title } })
      .eq('page_name', 'about');
    expect(error).toBeNull();

    // The admin shows the failure with its error, on every screen.
    const status = page.getByRole('status', { name: 'Publikasi situs' });
    await expect(status).toContainText('Gagal: astro build keluar dengan kode 1', { timeout: PUBLISH_WAIT });
    // Built locally: there is no Netlify deploy log to link to.
    await expect(status.getByRole('link', { name: 'Log build' })).toHaveCount(0);
    await status.getByRole('button', { name: 'Lihat detail' }).click();
    await expect(page.getByText(/simulasi: kolom tidak dikenal/)).toBeVisible();
    await page.keyboard.press('Escape');

    // The live site is the previous one, untouched.
    expect(await (await page.request.get('/tentang-kami')).text()).toBe(before);

    // Once the cause is fixed, "Terbitkan ulang" publishes the change.
    fs.rmSync(FAIL_FLAG, { force: true });
    await page.goto('/admin/packages');
    await status.getByRole('button', { name: 'Terbitkan ulang' }).click();
    await expect(status).toContainText(
      /Dikirim ke Netlify \d+ menit lalu|Baru saja dikirim ke Netlify|Sedang dibangun|Terbit \d\d:\d\d/,
    );
    await livePage(page, '/tentang-kami', title);
    await expect(status).toContainText(/Terbit \d\d:\d\d/, { timeout: PUBLISH_WAIT });
  } finally {
    fs.rmSync(FAIL_FLAG, { force: true });
  }
});
