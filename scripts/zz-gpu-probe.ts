// Throwaway probe: CPU of Chromium's processes while a page sits open.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, LOCAL_ANON_KEY } from '../server/supabase/config.ts';

const base = process.env.BASE || 'http://localhost:4490';
const extra = (process.env.ARGS || '').split(' ').filter(Boolean);
const reduced = process.env.REDUCED === '1';
const path = process.env.PAGE || '/admin/';
const ticks = () => {
  const out: Record<string, number> = {};
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      const st = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const t = Number(st[11]) + Number(st[12]);
      const k = /type=gpu/.test(cmd) ? 'gpu' : /type=renderer/.test(cmd) ? 'renderer' : /type=/.test(cmd) ? 'other' : 'browser';
      out[k] = (out[k] ?? 0) + t;
    } catch {}
  }
  return out;
};
const browser = await chromium.launch({
  executablePath: process.env.CHROME || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', ...extra],
});
const c = createClient(base, LOCAL_ANON_KEY, { auth: { persistSession: false } });
const { data } = await c.auth.signInWithPassword({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD });
const ctx = await browser.newContext({ reducedMotion: reduced ? 'reduce' : 'no-preference', viewport: { width: 1280, height: 800 } });
await ctx.addInitScript(([k, s]) => { localStorage.setItem(k, s); localStorage.setItem('admin_token', 'authenticated'); }, [`sb-${new URL(base).hostname.split('.')[0]}-auth-token`, JSON.stringify(data.session)] as const);
if (process.env.TRACE) await ctx.tracing.start({ screenshots: process.env.TRACE === 'shots', snapshots: true });
const page = await ctx.newPage();
const t0 = ticks();
await page.goto(base + path);
await page.waitForTimeout(3000);
for (let i = 0; i < 20; i++) { await page.getByRole('link').nth(i % 5).hover(); }
const t1 = ticks();
await page.waitForTimeout(10000);
const t2 = ticks();
const d = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(Object.keys(b).map((k) => [k, b[k] - (a[k] ?? 0)]));
console.log(JSON.stringify({ extra, reduced, path, load: d(t0, t1), idle10s: d(t1, t2) }));
await browser.close();
