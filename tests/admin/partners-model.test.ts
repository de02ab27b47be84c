import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootLocal } from '../local-supabase.ts';
import { LOCAL_ANON_KEY } from '../../server/supabase/config.ts';
import {
  emptyPartner,
  PARTNER_MESSAGES,
  partnerCodeError,
  partnerErrors,
  partnerPayload,
  partnerQrFileName,
  partnerSaveError,
  partnerShareLink,
  partnerToDraft,
  partnerWhatsappHref,
  partnerWhatsappText,
  sortPartners,
  suggestPartnerCode,
  withPartnerName,
  type PartnerDraft,
} from '../../admin/src/partners/model.ts';
import { resourcesIndonesian } from '../../admin/src/i18n/resources.ts';
import { MENU, pageTitle } from '../../admin/src/layout/titles.ts';
import { FIELD_MESSAGES, isPartnerCode } from '../../domain/index.ts';

const CODES = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/partner-codes.json'), 'utf8'),
) as { cases: { code: string; valid: boolean }[] };

const filled = (patch: Partial<PartnerDraft> = {}): PartnerDraft => ({
  ...withPartnerName(emptyPartner(), 'Ustadz Ahmad'),
  whatsapp: '0812-3456-7890',
  city: 'Bekasi',
  ...patch,
});

describe('the partner code', () => {
  it('follows the name until the owner types one, and is never changed behind their back', () => {
    let d = withPartnerName(emptyPartner(), 'Ustadz Ahmad (Bekasi)');
    expect(d.code).toBe('ustadz-ahmad-bekasi');
    d = { ...d, code: 'Ahmad BKS', codeEdited: true };
    d = withPartnerName(d, 'Ustadz Ahmad Fauzi');
    expect(d.code).toBe('Ahmad BKS');
    expect(partnerErrors(d).code).toBe(PARTNER_MESSAGES.codeSpace);
    // A stored partner's code never follows its name.
    expect(withPartnerName(partnerToDraft({ name: 'Lama', code: 'lama' }), 'Baru').code).toBe('lama');
  });

  it('a suggestion is a valid code when the name leaves at least three characters', () => {
    expect(suggestPartnerCode('Hj. Siti Aminah — Cabang Bandung')).toBe('hj-siti-aminah-cabang-bandung');
    expect(suggestPartnerCode('Bùdi Sàntoso')).toBe('budi-santoso');
    const long = suggestPartnerCode('Kelompok Bimbingan Ibadah Umroh dan Haji Al Ikhlas');
    expect(long.length).toBeLessThanOrEqual(32);
    expect(isPartnerCode(long)).toBe(true);
    expect(suggestPartnerCode('!!!')).toBe('');
  });

  it.each(CODES.cases)('"$code" is accepted exactly when the database accepts it ($valid)', ({ code, valid }) => {
    expect(partnerCodeError(code) === null).toBe(valid);
  });

  it('says what to change', () => {
    expect(partnerCodeError('')).toBe(FIELD_MESSAGES.required);
    expect(partnerCodeError('ab')).toBe(PARTNER_MESSAGES.codeShort);
    expect(partnerCodeError('a'.repeat(33))).toBe(PARTNER_MESSAGES.codeLong);
    expect(partnerCodeError('Budi')).toBe(PARTNER_MESSAGES.codeUpper);
    expect(partnerCodeError('budi santoso')).toBe(PARTNER_MESSAGES.codeSpace);
    expect(partnerCodeError('budi_s')).toBe(PARTNER_MESSAGES.codeChars);
    expect(partnerCodeError('bùdi')).toBe(PARTNER_MESSAGES.codeChars);
    expect(partnerCodeError('-budi')).toBe(PARTNER_MESSAGES.codeHyphen);
    expect(partnerCodeError('bu--di')).toBe(PARTNER_MESSAGES.codeHyphen);
  });
});

describe('the partner form', () => {
  it('checks name, WhatsApp, code and lengths beside each field', () => {
    expect(partnerErrors(emptyPartner())).toEqual({
      name: FIELD_MESSAGES.required,
      whatsapp: FIELD_MESSAGES.required,
      code: FIELD_MESSAGES.required,
    });
    expect(partnerErrors(filled())).toEqual({});
    expect(partnerErrors(filled({ whatsapp: '0212345678' })).whatsapp).toBe(FIELD_MESSAGES.whatsapp);
    expect(partnerErrors(filled({ name: 'x'.repeat(101) })).name).toBe('Paling banyak 100 karakter');
    expect(partnerErrors(filled({ city: 'x'.repeat(101) })).city).toBe('Paling banyak 100 karakter');
    expect(partnerErrors(filled({ notes: 'x'.repeat(2001) })).notes).toBe('Paling banyak 2.000 karakter');
  });

  it('saves the number as E.164 digits; the code only when the partner is created', () => {
    const d = filled({ name: ' Ustadz Ahmad ', notes: ' catatan ', packageId: '' });
    expect(partnerPayload(d, 'create')).toEqual({
      name: 'Ustadz Ahmad',
      whatsapp: '6281234567890',
      city: 'Bekasi',
      code: 'ustadz-ahmad',
      active: true,
      notes: 'catatan',
      package_id: null,
    });
    const edit = partnerPayload({ ...d, active: false, packageId: 'p1' }, 'edit');
    expect(edit).not.toHaveProperty('code');
    expect(edit).toMatchObject({ active: false, package_id: 'p1' });
  });

  it('a stored partner opens as it is stored, its number as people read it', () => {
    expect(
      partnerToDraft({
        name: 'Budi',
        whatsapp: '6281234567890',
        city: '',
        code: 'budi',
        active: false,
        notes: '',
        package_id: null,
      }),
    ).toEqual({
      name: 'Budi',
      whatsapp: '+62 812-3456-7890',
      city: '',
      code: 'budi',
      codeEdited: true,
      active: false,
      notes: '',
      packageId: '',
    });
  });

  it('is in the menu, and its pages name themselves', () => {
    expect(MENU.flatMap((g) => g.items).find((i) => i.to === '/partners')?.label).toBe('Mitra');
    expect(pageTitle('/partners')).toBe('Mitra');
    expect(pageTitle('/partners/create')).toBe('Tambah Mitra');
    expect(pageTitle('/partners/edit/5f0c')).toBe('Edit Mitra');
  });

  it('every column it saves has its label', () => {
    const labels: Record<string, string> = resourcesIndonesian.resources.partners.fields;
    expect(Object.keys(partnerPayload(filled(), 'create')).filter((c) => !labels[c]?.trim())).toEqual([]);
  });
});

describe('sharing', () => {
  it('the link is the public site with /m/{code}', () => {
    expect(partnerShareLink('https://baitullah-travel.id', 'budi')).toBe('https://baitullah-travel.id/m/budi');
    expect(partnerShareLink('http://localhost:4321/', 'ust-ahmad')).toBe('http://localhost:4321/m/ust-ahmad');
    expect(partnerQrFileName('ust-ahmad')).toBe('mitra-ust-ahmad.png');
  });

  it('the WhatsApp message greets the partner by name, carries the link, and opens on their own number', () => {
    const link = 'https://baitullah-travel.id/m/budi';
    const text = partnerWhatsappText(' Budi & Rekan ', link);
    expect(text.startsWith(`Assalamualaikum Budi & Rekan, berikut tautan Anda untuk dibagikan: ${link}`)).toBe(true);
    const href = partnerWhatsappHref('6281234567890', text);
    expect(href.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(text);
    // Every reserved character is encoded: "&" would otherwise end the text.
    expect(href.split('?text=')[1]).not.toMatch(/[&\s]/);
  });

  it('the list shows active partners first, each group by name', () => {
    const rows = [
      { name: 'zaki', active: true },
      { name: 'Ahmad', active: false },
      { name: 'budi', active: true },
      { name: 'Citra', active: true },
    ];
    expect(sortPartners(rows).map((r) => r.name)).toEqual(['budi', 'Citra', 'zaki', 'Ahmad']);
  });
});

describe('refusals of the partners table, beside their field', () => {
  it('reads the error as ra-supabase hands it (HttpError with the body) and as a wrapper carries it', () => {
    const body = {
      code: '23505',
      details: 'Key (code)=(budi) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "partners_code_key"',
    };
    const httpError = Object.assign(new Error(body.message), { status: 409, body });
    expect(partnerSaveError(httpError)).toEqual({ field: 'code', message: PARTNER_MESSAGES.codeTaken });
    expect(partnerSaveError({ message: 'x', cause: { body } })).toEqual({
      field: 'code',
      message: PARTNER_MESSAGES.codeTaken,
    });
    expect(partnerSaveError({ code: '23505', message: 'duplicate key "articles_slug_key"' })).toBeNull();
    expect(partnerSaveError(new Error('Failed to fetch'))).toBeNull();
    expect(partnerSaveError(null)).toBeNull();
  });
});

vi.setConfig({ testTimeout: 30_000 });
const URL_BASE = 'http://localhost:54321';
let local: LocalSupabase;
let admin: SupabaseClient;

beforeAll(async () => {
  local = await bootLocal();
  admin = createClient(URL_BASE, LOCAL_ANON_KEY, {
    global: {
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        local.app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await admin.auth.signInWithPassword({
    email: local.config.adminEmail,
    password: local.config.adminPassword,
  });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await local?.close();
});

describe('against the local server', () => {
  it('a code already used, a changed code and a bad number are said beside their field', async () => {
    const row = partnerPayload(filled({ code: 'mitra-uji' }), 'create');
    const first = await admin.from('partners').insert(row).select('id').single();
    expect(first.error).toBeNull();

    const again = await admin.from('partners').insert({ ...row, name: 'Orang Lain' });
    expect(partnerSaveError(again.error)).toEqual({ field: 'code', message: PARTNER_MESSAGES.codeTaken });

    const moved = await admin.from('partners').update({ code: 'mitra-baru' }).eq('id', first.data!.id);
    expect(partnerSaveError(moved.error)).toEqual({ field: 'code', message: PARTNER_MESSAGES.codeFixed });

    const badNumber = await admin.from('partners').insert({ ...row, code: 'mitra-lain', whatsapp: '6221345678' });
    expect(partnerSaveError(badNumber.error)).toEqual({ field: 'whatsapp', message: FIELD_MESSAGES.whatsapp });

    // Deactivated, never deleted: the administrator has no delete.
    const deleted = await admin.from('partners').delete().eq('id', first.data!.id).select('id');
    expect(deleted.data ?? []).toEqual([]);
    const { data } = await admin.from('partners').select('code').eq('id', first.data!.id);
    expect(data).toEqual([{ code: 'mitra-uji' }]);
  });
});
