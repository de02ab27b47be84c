import { describe, expect, it } from 'vitest';
import {
  channelRows,
  funnelRates,
  partnerRows,
  reportRange,
  type LeadSourceReport,
} from '../../admin/src/dashboard/lead-sources.ts';

// 2026-11-28 20:00 UTC is 29 November in WIB.
const NOW = new Date('2026-11-28T20:00:00Z');

describe('reportRange', () => {
  it('the last 7, 30 or 90 WIB days end today', () => {
    expect(reportRange(7, { from: '', to: '' }, NOW)).toEqual({ ok: true, from: '2026-11-23', to: '2026-11-29' });
    expect(reportRange(30, { from: '', to: '' }, NOW)).toEqual({ ok: true, from: '2026-10-31', to: '2026-11-29' });
    expect(reportRange(90, { from: '', to: '' }, NOW)).toMatchObject({ from: '2026-09-01' });
  });

  it('chosen dates are taken as typed, and a wrong range names the date to fix', () => {
    expect(reportRange('custom', { from: '2026-01-01', to: '2026-03-31' }, NOW)).toEqual({
      ok: true,
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(reportRange('custom', { from: '', to: '2026-03-31' }, NOW)).toMatchObject({ ok: false, field: 'from' });
    expect(reportRange('custom', { from: '2026-01-01', to: '' }, NOW)).toMatchObject({ ok: false, field: 'to' });
    expect(reportRange('custom', { from: '2026-03-01', to: '2026-01-01' }, NOW)).toEqual({
      ok: false,
      field: 'to',
      message: 'Tanggal akhir tidak boleh sebelum tanggal mulai',
    });
    expect(reportRange('custom', { from: '2020-01-01', to: '2026-01-01' }, NOW)).toMatchObject({
      ok: false,
      message: 'Rentang paling lama 2 tahun',
    });
  });
});

describe('funnelRates', () => {
  it('each step over the one before it; none without a base', () => {
    expect(funnelRates({ views: 200, whatsapp_clicks: 10, inquiries: 4, closed: 1 })).toEqual({
      whatsapp: 0.05,
      inquiry: 0.02,
      closing: 0.25,
    });
    expect(funnelRates({ views: 0, whatsapp_clicks: 0, inquiries: 0, closed: 0 })).toEqual({
      whatsapp: null,
      inquiry: null,
      closing: null,
    });
  });
});

describe('rows', () => {
  const zero = { views: 0, whatsapp_clicks: 0, inquiries: 0, closed: 0 };
  const report: LeadSourceReport = {
    from_day: '2026-11-23',
    to_day: '2026-11-29',
    channels: [
      { channel: 'google_search', ...zero },
      { channel: 'meta', ...zero, views: 3 },
      { channel: 'unknown', ...zero, inquiries: 1 },
    ],
    partners: [
      { partner_id: '1', name: 'Budi', code: 'budi', city: '', active: true, ...zero },
      { partner_id: '2', name: 'Lama', code: 'lama', city: '', active: false, ...zero },
      { partner_id: '3', name: 'Dulu', code: 'dulu', city: '', active: false, ...zero, inquiries: 2 },
    ],
    packages: [],
  };

  it('channels with something to show, labelled in Indonesian', () => {
    expect(channelRows(report).map((c) => c.label)).toEqual(['Facebook/Instagram', 'Tidak diketahui']);
  });

  it('active partners even at zero; an inactive one only with something in the period', () => {
    expect(partnerRows(report).map((p) => p.code)).toEqual(['budi', 'dulu']);
  });
});
