import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootDatabase, migrationSql, pageContent } from './helpers.ts';

// One source per fact: a WhatsApp number kept in Edit Kontak as well would change only /kontak's card while
// the header, footer and floating button use Pengaturan's. The data moves to Pengaturan, the contact copies go.
const MIGRATION = migrationSql('20261123003100_contact_single_source.sql');

let s: LocalSupabase;
beforeAll(async () => {
  s = await bootDatabase();
});
afterAll(async () => {
  await s?.close();
});

const content = (name: string) => pageContent(s, name);

describe('contact facts move to Pengaturan', () => {
  it('drops the contact copies, keeps Pengaturan, keeps a different office phone as the additional one', async () => {
    await s.db.query(`update public.page_content set content = $1 where page_name = 'contact'`, [
      {
        address: 'Jl. Contoh 1',
        phone1: '+62 21 3190 4545',
        phone2: '+62 812-3456-7890',
        email1: 'info@baitullah-travel.co.id',
        email2: '',
        whatsapp: '+62 811-1111-1111',
        operationalHours: 'Senin',
        googleMapsEmbed: '',
      },
    ]);
    await s.db.query(
      `update public.page_content set content = content || '{"whatsappNumber": "+62 812-3456-7890", "contactPhone": "+62 812-3456-7890", "contactEmail": "info@baitullah-travel.co.id"}' where page_name = 'site-settings'`,
    );
    await s.db.exec(MIGRATION);
    const contact = await content('contact');
    const settings = await content('site-settings');
    expect(contact).not.toHaveProperty('whatsapp');
    expect(contact).not.toHaveProperty('phone1');
    expect(contact).not.toHaveProperty('email1');
    expect(contact).toMatchObject({ address: 'Jl. Contoh 1', phone2: '+62 21 3190 4545', email2: '' });
    expect(settings).toMatchObject({
      whatsappNumber: '+62 812-3456-7890',
      contactPhone: '+62 812-3456-7890',
      contactEmail: 'info@baitullah-travel.co.id',
    });
    // Idempotent.
    await s.db.exec(MIGRATION);
    expect(await content('contact')).toEqual(contact);
  });

  it('fills an empty Pengaturan from the contact page', async () => {
    await s.db.query(`update public.page_content set content = $1 where page_name = 'contact'`, [
      { address: 'X', phone1: '021 1', phone2: '', email1: 'a@b.co', email2: '', whatsapp: '0812 9999 8888' },
    ]);
    await s.db.query(
      `update public.page_content set content = content || '{"whatsappNumber": "", "contactPhone": "", "contactEmail": ""}' where page_name = 'site-settings'`,
    );
    await s.db.exec(MIGRATION);
    expect(await content('site-settings')).toMatchObject({
      whatsappNumber: '0812 9999 8888',
      contactPhone: '021 1',
      contactEmail: 'a@b.co',
    });
    expect(await content('contact')).toEqual({ address: 'X', phone2: '', email2: '' });
  });
});
