import http from 'node:http';
import type { Page } from '@playwright/test';
import { test, expect, unique, uniqueWhatsapp } from './fixtures.ts';
import { SEED } from './site-helpers.ts';
import { TELEGRAM_STAND_IN_PORT } from '../../playwright.config.ts';

// A new inquiry reaches the owner's Telegram: the owner sets the bot in Pengaturan, sends a test, a visitor's
// inquiry arrives as a message; with Telegram down the inquiry is still stored, the admin shows the failed alert,
// and "Kirim ulang" delivers it once Telegram is back. "Telegram" is a stand-in on the port the journeys
// server's notify-inquiry function is pointed at (playwright.config.ts).

const TOKEN = `7012345678:${'AAE'.repeat(12)}`;
const CHAT = '-1001234567890';

interface Sent {
  token: string;
  chat_id: string;
  text: string;
}

const telegram = {
  down: false,
  sent: [] as Sent[],
  server: null as http.Server | null,
};

test.beforeAll(async () => {
  telegram.server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const m = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
      if (telegram.down || !m) {
        res.writeHead(502, { 'Content-Type': 'application/json' }).end('{"ok":false,"description":"Bad Gateway"}');
        return;
      }
      const { chat_id, text } = JSON.parse(body) as { chat_id: string; text: string };
      telegram.sent.push({ token: m[1]!, chat_id, text });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true,"result":{"message_id":1}}');
    });
  });
  await new Promise<void>((r) => telegram.server!.listen(TELEGRAM_STAND_IN_PORT, '127.0.0.1', r));
});

test.afterAll(async ({ admin }) => {
  await admin.rpc('set_inquiry_alert_settings', { telegram_bot_token: '', telegram_chat_id: '', webhook_url: '' });
  await new Promise((r) => telegram.server?.close(r));
});

const messagesAbout = (name: string) => telegram.sent.filter((m) => m.text.includes(`Nama: ${name}`));

async function sendInquiry(page: Page, name: string, whatsapp: string) {
  await page.goto(`/umroh/${SEED.umrohHemat.slug}`);
  const form = page.getByTestId('inquiry-form');
  // The form shows once its script runs; keys pressed before land nowhere (pressSequentially waits for nothing).
  await expect(form).toBeVisible();
  await form.getByLabel('Nama lengkap').pressSequentially(name);
  await form.getByLabel('Nomor WhatsApp').pressSequentially(whatsapp);
  await form.getByRole('checkbox').check();
  await form.getByTestId('inquiry-submit').click();
  await expect(form.getByRole('status')).toContainText('permintaan Anda sudah kami terima');
}

test('the owner sets a Telegram bot; a test and each new inquiry arrive there, and a failed alert is sent again', async ({
  browser,
  page,
  admin,
  loginAsAdmin,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, '/admin/settings');
  const card = page.getByTestId('inquiry-alerts');
  await expect(card.getByTestId('alert-destinations')).toContainText('Telegram belum diatur');

  // A token typed wrong is refused beside its box, and nothing is stored.
  await card.getByLabel('Token bot Telegram').pressSequentially('12345:salah');
  await card.getByLabel('Chat ID Telegram').pressSequentially(CHAT);
  await card.getByRole('button', { name: 'Simpan notifikasi' }).click();
  await expect(card.getByText('Token bot tidak valid')).toBeVisible();
  await expect(card.getByLabel('Token bot Telegram')).toHaveValue('12345:salah');
  expect((await admin.rpc('inquiry_alert_settings')).data).toMatchObject({ telegram: false });

  await card.getByLabel('Token bot Telegram').fill('');
  await card.getByLabel('Token bot Telegram').pressSequentially(TOKEN);
  await card.getByRole('button', { name: 'Simpan notifikasi' }).click();
  await expect(card.getByTestId('alert-destinations')).toContainText('Telegram aktif (chat …7890)');
  await expect(card.getByLabel('Token bot Telegram'), 'the stored token is never shown again').toHaveValue('');

  // "Kirim tes" goes the way every alert goes.
  await card.getByRole('button', { name: 'Kirim tes' }).click();
  await expect.poll(() => telegram.sent.filter((m) => m.text.startsWith('Tes notifikasi')).length).toBe(1);
  expect(telegram.sent[0]).toMatchObject({ token: TOKEN, chat_id: CHAT });
  await expect(card.getByTestId('alert-row').first()).toHaveAttribute('data-status', 'sent');
  await expect(card.getByTestId('alert-row').first()).toContainText('Terkirim ke Telegram');

  // A visitor's inquiry reaches the owner's chat with a tap-to-chat link.
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const name = unique('Jamaah Notifikasi');
  const number = uniqueWhatsapp();
  await sendInquiry(visitor, name, number.typed);
  await expect.poll(() => messagesAbout(name).length).toBe(1);
  expect(messagesAbout(name)[0]!.text).toContain(`Chat: https://wa.me/${number.stored}`);
  expect(messagesAbout(name)[0]!.text).toContain(`Paket: ${SEED.umrohHemat.title}`);

  // Telegram is down: the visitor's inquiry is still stored, and the admin shows the failed alert.
  telegram.down = true;
  const second = unique('Jamaah Gagal');
  await sendInquiry(visitor, second, uniqueWhatsapp().typed);
  const { data: stored } = await admin.from('inquiries').select('id').eq('name', second);
  expect(stored).toHaveLength(1);
  await expect
    .poll(async () => (await admin.from('inquiry_alert_overview').select('status').eq('inquiry_name', second)).data)
    .toEqual([{ status: 'failed' }]);
  await page.goto('/admin/');
  await expect(page.getByTestId('failed-alerts')).toContainText('gagal terkirim');
  await page.getByTestId('failed-alerts').getByRole('link', { name: 'Lihat' }).click();
  const failed = card.getByTestId('alert-row').filter({ hasText: second });
  await expect(failed).toHaveAttribute('data-status', 'failed');
  await expect(failed).toContainText('Telegram: layanan sedang bermasalah (Bad Gateway)');
  expect(messagesAbout(second)).toHaveLength(0);

  // Telegram is back: "Kirim ulang" delivers it, once.
  telegram.down = false;
  await failed.getByRole('button', { name: 'Kirim ulang' }).click();
  await expect(failed).toHaveAttribute('data-status', 'sent');
  expect(messagesAbout(second)).toHaveLength(1);
  await visitor.close();
});

test('a webhook gets a signing key the owner can copy for its receiver; removing the webhook removes the key', async ({
  page,
  context,
  admin,
  loginAsAdmin,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page, '/admin/settings');
  const card = page.getByTestId('inquiry-alerts');
  await expect(card.getByTestId('alert-destinations')).toContainText('Webhook belum diatur');
  await expect(card.getByTestId('webhook-secret')).toHaveCount(0);

  await card.getByLabel('URL webhook (opsional)').pressSequentially('https://hooks.example.com/prospek');
  await card.getByRole('button', { name: 'Simpan notifikasi' }).click();
  await expect(card.getByTestId('alert-destinations')).toContainText('Webhook aktif (hooks.example.com)');
  // The key shown is the one the function signs with.
  const { data: settings } = await admin.rpc('inquiry_alert_settings');
  expect(settings.webhook_secret).toMatch(/^whsec_/);
  const key = card.getByLabel('Kunci tanda tangan webhook');
  await expect(key).toHaveValue(settings.webhook_secret);
  await expect(key).toBeInViewport({ ratio: 0.5 });
  await card.getByRole('button', { name: 'Salin kunci' }).click();
  await expect(card.getByRole('button', { name: 'Tersalin' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(settings.webhook_secret);

  // Removed from its chip: the key goes with it.
  await card
    .getByTestId('alert-destinations')
    .getByRole('button', { name: /Webhook aktif/ })
    .locator('.MuiChip-deleteIcon')
    .click();
  await expect(card.getByTestId('alert-destinations')).toContainText('Webhook belum diatur');
  await expect(card.getByTestId('webhook-secret')).toHaveCount(0);
  expect((await admin.rpc('inquiry_alert_settings')).data).toMatchObject({ webhook: false, webhook_secret: null });
});
