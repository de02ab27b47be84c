import { describe, expect, it } from 'vitest';
import { isWhatsAppLink, shouldCount, trackEventUrl } from '../../domain/counting.ts';
import userAgents from '../fixtures/user-agents.json' with { type: 'json' };

// Who is counted (bots, Global Privacy Control, Do Not Track) and what a WhatsApp link is.

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

describe('shouldCount', () => {
  it('counts an ordinary browser', () => {
    expect(shouldCount({ userAgent: CHROME, doNotTrack: null, webdriver: false })).toBe(true);
    expect(shouldCount({ userAgent: CHROME, doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
  });

  it('counts people whose phone brand holds "bot" (CUBOT), in any letter case', () => {
    for (const model of ['CUBOT KINGKONG 7', 'Cubot X30', 'cubot_note_20']) {
      const ua = `Mozilla/5.0 (Linux; Android 12; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36`;
      expect(shouldCount({ userAgent: ua })).toBe(true);
    }
  });

  it('honours Global Privacy Control and Do Not Track', () => {
    expect(shouldCount({ userAgent: CHROME, globalPrivacyControl: true })).toBe(false);
    expect(shouldCount({ userAgent: CHROME, doNotTrack: '1' })).toBe(false);
    expect(shouldCount({ userAgent: CHROME, doNotTrack: 'yes' })).toBe(false);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse',
    'Baiduspider',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php) crawler',
  ])('skips the bot %s', (userAgent) => {
    expect(shouldCount({ userAgent })).toBe(false);
  });

  it.each(userAgents.cases)('judges $userAgent as the database does (counted: $counted)', ({ userAgent, counted }) => {
    expect(shouldCount({ userAgent })).toBe(counted);
  });

  it('skips an automated browser (navigator.webdriver)', () => {
    expect(shouldCount({ userAgent: CHROME, webdriver: true })).toBe(false);
  });
});

describe('isWhatsAppLink', () => {
  it.each([
    ['https://wa.me/6281234567890?text=Halo', true],
    ['https://api.whatsapp.com/send?phone=62812', true],
    ['http://wa.me/62812', true],
    ['https://example.com/wa.me/62812', false],
    ['https://wa.me.example.com/62812', false],
    ['/kontak', false],
    [null, false],
  ])('%s → %s', (href, expected) => {
    expect(isWhatsAppLink(href)).toBe(expected);
  });
});

it('trackEventUrl puts the anon key in the URL', () => {
  expect(trackEventUrl('https://x.supabase.co/', 'a.b.c')).toBe(
    'https://x.supabase.co/rest/v1/rpc/track_event?apikey=a.b.c',
  );
});
