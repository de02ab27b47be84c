import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHANNELS,
  channelLabel,
  classifyLanding,
  isPartnerCode,
  parseVisitSource,
  visitSource,
  withPartnerLine,
} from '../../domain/lead-source.ts';

const fixture = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name), 'utf8')) as T;

const codes = fixture<{ cases: { code: string; valid: boolean }[] }>('partner-codes.json').cases;
const landings = fixture<{
  cases: { search: string; referrer: string; channel: string; partnerCode?: string | null }[];
}>('lead-sources.json').cases;

const SITE = 'umroh.example';

describe('isPartnerCode: the table of cases the database checks too (tests/fixtures/partner-codes.json)', () => {
  it.each(codes)('$code → $valid', ({ code, valid }) => {
    expect(isPartnerCode(code)).toBe(valid);
  });
});

describe('classifyLanding (tests/fixtures/lead-sources.json)', () => {
  it.each(landings)('$search from "$referrer" → $channel', ({ search, referrer, channel, partnerCode }) => {
    const v = classifyLanding({ search, referrer, siteHost: SITE });
    expect(v.channel).toBe(channel);
    if (partnerCode !== undefined) expect(v.partnerCode).toBe(partnerCode);
    expect(CHANNELS).toContain(v.channel);
  });

  it('keeps the campaign tags, trimmed and at most 100 characters, and the referring host', () => {
    const v = classifyLanding({
      search: `?utm_source=facebook&utm_medium=cpc&utm_campaign=${'x'.repeat(150)}`,
      referrer: 'https://l.facebook.com/l.php?u=abc',
      siteHost: SITE,
    });
    expect(v).toMatchObject({ utmSource: 'facebook', utmMedium: 'cpc', referrerHost: 'l.facebook.com' });
    expect(v.utmCampaign).toHaveLength(100);
  });
});

describe('visitSource', () => {
  const partner = classifyLanding({ search: '?ref=budi', referrer: '', siteHost: SITE });

  it('a step inside the site keeps the landing source', () => {
    expect(visitSource(partner, { search: '', referrer: `https://${SITE}/`, siteHost: SITE })).toEqual(partner);
    expect(visitSource(partner, { search: '?bulan=2026-02', referrer: '', siteHost: SITE })).toEqual(partner);
  });

  it('a page that names a source of its own replaces it', () => {
    const v = visitSource(partner, { search: '?utm_source=facebook', referrer: '', siteHost: SITE });
    expect(v).toMatchObject({ channel: 'meta', partnerCode: null });
  });

  it('the first page classifies the landing', () => {
    expect(visitSource(null, { search: '', referrer: '', siteHost: SITE }).channel).toBe('direct');
  });
});

describe('parseVisitSource', () => {
  it('reads back what was kept', () => {
    const v = classifyLanding({ search: '?ref=budi&utm_source=whatsapp', referrer: '', siteHost: SITE });
    expect(parseVisitSource(JSON.stringify(v))).toEqual(v);
  });

  it.each([null, '', 'not json', '{"channel":"tiktok"}', '[]', 'null'])('refuses %j', (raw) => {
    expect(parseVisitSource(raw)).toBeNull();
  });

  it('drops a partner code of the wrong shape', () => {
    expect(parseVisitSource('{"channel":"direct","partnerCode":"../x"}')?.partnerCode).toBeNull();
  });
});

describe('withPartnerLine', () => {
  const link = `https://wa.me/6281234567890?text=${encodeURIComponent('Assalamualaikum, saya tertarik.')}`;

  it('names the partner at the end of the message, percent-encoded', () => {
    const out = withPartnerLine(link, 'budi');
    expect(new URL(out).searchParams.get('text')).toBe('Assalamualaikum, saya tertarik.\n\nKode mitra: budi');
    expect(out).not.toContain('+');
    expect(out.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
  });

  it('names it once however often the link is clicked', () => {
    const once = withPartnerLine(link, 'budi');
    expect(withPartnerLine(once, 'budi')).toBe(once);
  });

  it('a link without a message gets the line as its message', () => {
    expect(new URL(withPartnerLine('https://wa.me/628123', 'budi')).searchParams.get('text')).toBe('Kode mitra: budi');
  });
});

it('every channel has an Indonesian label, and an unknown one reads "Tidak diketahui"', () => {
  for (const c of CHANNELS) expect(channelLabel(c)).not.toBe('Tidak diketahui');
  expect(channelLabel(null)).toBe('Tidak diketahui');
});
