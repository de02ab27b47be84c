import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootDatabase, migrationSql, pageContent } from './helpers.ts';

// One source per fact: the office's address lives on the contact page (beside its map); Pengaturan's copy, and
// the hours and coordinates no admin screen showed, go. The migration is run again on documents it must move.
const MIGRATION = migrationSql('20261129016000_office_facts_single_source.sql');

let s: LocalSupabase;
beforeAll(async () => {
  s = await bootDatabase();
});
afterAll(async () => {
  await s?.close();
});

const content = (name: string) => pageContent(s, name);

/** Pengaturan with the old address, hours and location; the contact page with `address`. */
/** Pengaturan with the old address, hours and location, and the contact page with `address`, the later saved last. */
async function given(address: string, savedLast: 'contact' | 'site-settings' = 'contact') {
  const settings = () =>
    s.db.query(`update public.page_content set content = content || $1 where page_name = 'site-settings'`, [
      OLD_SETTINGS,
    ]);
  const contact = () =>
    s.db.query(`update public.page_content set content = content || $1 where page_name = 'contact'`, [{ address }]);
  // Apart by more than the clock's step (PGlite's now() can repeat within a millisecond), so "later" is later.
  const pause = () => s.db.exec(`select pg_sleep(0.02)`);
  if (savedLast === 'contact') {
    await settings();
    await pause();
    await contact();
  } else {
    await contact();
    await pause();
    await settings();
  }
}

const OLD_SETTINGS = {
  contactAddress: ' Jl. Lama 1, Jakarta ',
  businessHours: ['Mo-Fr 08:00-17:00'],
  geo: { latitude: -6.2, longitude: 106.8 },
};

describe('the office address moves to the contact page', () => {
  it('fills a blank contact address from Pengaturan, and Pengaturan keeps none of the three', async () => {
    await given(' ');
    await s.db.exec(MIGRATION);
    expect(await content('contact')).toMatchObject({ address: 'Jl. Lama 1, Jakarta' });
    const settings = await content('site-settings');
    for (const key of Object.keys(OLD_SETTINGS)) expect(settings).not.toHaveProperty(key);
    expect(settings).toHaveProperty('contactPhone');
    const again = await content('contact');
    await s.db.exec(MIGRATION);
    expect(await content('contact')).toEqual(again);
  });

  it('keeps the contact page’s own address when it has one', async () => {
    await given('Jl. Kantor 2');
    await s.db.exec(MIGRATION);
    expect(await content('contact')).toMatchObject({ address: 'Jl. Kantor 2' });
  });

  it('takes Pengaturan’s when the contact page still has the demo address, or Pengaturan was saved later', async () => {
    await given('Jl. KH. Mas Mansyur No. 45, Tanah Abang, Jakarta Pusat 10220');
    await s.db.exec(MIGRATION);
    expect(await content('contact')).toMatchObject({ address: 'Jl. Lama 1, Jakarta' });

    await given('Jl. Kantor 2', 'site-settings');
    await s.db.exec(MIGRATION);
    expect(await content('contact')).toMatchObject({ address: 'Jl. Lama 1, Jakarta' });
  });

  it('with a map saved before the map check, moves nothing yet and keeps Pengaturan’s address', async () => {
    await given('');
    // The check refuses such a map now; one stored before it is simulated with the check turned off.
    await s.db.exec(`alter table public.page_content drop constraint page_content_contact_map_embed`);
    await s.db.query(
      `update public.page_content set content = jsonb_set(content, '{googleMapsEmbed}', '"<iframe src=x></iframe>"')
        where page_name = 'contact'`,
    );
    await s.db.exec(`alter table public.page_content add constraint page_content_contact_map_embed
      check (page_name <> 'contact' or private.is_google_maps_embed(content ->> 'googleMapsEmbed')) not valid`);
    await s.db.exec(MIGRATION);
    expect(await content('contact')).toMatchObject({ address: '' });
    const settings = await content('site-settings');
    expect(settings).toMatchObject({ contactAddress: OLD_SETTINGS.contactAddress });
    expect(settings).not.toHaveProperty('businessHours');
  });

  it('creates the contact page’s document when there is none', async () => {
    await s.db.query(`delete from public.page_content where page_name = 'contact'`);
    await s.db.query(`update public.page_content set content = content || $1 where page_name = 'site-settings'`, [
      OLD_SETTINGS,
    ]);
    await s.db.exec(MIGRATION);
    expect(await content('contact')).toEqual({ address: 'Jl. Lama 1, Jakarta' });
  });
});
