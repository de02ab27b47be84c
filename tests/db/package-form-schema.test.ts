import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { packageToForm, updatePayload } from '../../admin/src/packages/model.ts';
import type { Package } from '../../admin/src/domain.ts';
import { bootDatabase } from './helpers.ts';

/**
 * Derived from the schema, so a column added to public.packages but not to the admin's package model fails
 * here: every column the owner edits must come into the form and go back out in the saved payload unchanged.
 * The columns listed below are the only ones the form leaves alone, each with its reason.
 */
const NOT_IN_THE_FORM: Record<string, string> = {
  id: 'the row key',
  slug: 'sent only when the owner changes it (checked below)',
  created_at: 'set by the database',
  updated_at: 'set by the database',
};

let s: LocalSupabase;
beforeAll(async () => {
  s = await bootDatabase();
});
afterAll(async () => {
  await s?.close();
});

describe('the admin package form covers every column of public.packages', () => {
  it('round-trips each editable column of a package that uses all of them', async () => {
    const { rows: columns } = await s.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'packages' order by ordinal_position`,
    );
    // A package with every optional column filled, so a column the form drops cannot pass as "empty both ways".
    const { rows } = await s.db.query<Package>(
      `update public.packages set price_triple = 31000000, price_double = 33000000, airline = 'Saudia',
              departure_airport = 'CGK', direct_flight = true, visa_included = true, booking_fee = 5000000,
              full_payment_days = 30, is_promo = true,
              cancellation_tiers = '[{"days": 30, "percent": 50}, {"days": 0, "percent": 100}]',
              extra_documents = '["Surat keterangan mahram"]',
              -- Whole minutes in WIB, as the form types them; a start in the past (the row is already active).
              publish_at = '2026-11-01T08:00:00+07:00', unpublish_at = '2027-12-01T08:00:00+07:00',
              promo_ends_at = '2027-06-01T20:30:00+07:00'
        where id = (select id from public.packages where status = 'active' order by slug limit 1)
        returning *`,
    );
    const row = rows[0];
    for (const { column_name } of columns)
      expect(row[column_name as keyof Package], `seed value of ${column_name}`).not.toBeNull();

    const payload = updatePayload(packageToForm(row), row.slug);
    const editable = columns.map((c) => c.column_name).filter((c) => !(c in NOT_IN_THE_FORM));
    // Numbers may come back as text; instants in any notation of the same moment.
    const normal = (v: unknown) =>
      v instanceof Date
        ? v.getTime()
        : typeof v === 'string' && /^\d+$/.test(v)
          ? Number(v)
          : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v)
            ? Date.parse(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))
            : v;
    for (const column of editable) {
      expect(payload, `the package form does not save ${column}`).toHaveProperty(column);
      expect(normal(payload[column]), column).toEqual(normal(row[column as keyof Package]));
    }
    expect(Object.keys(NOT_IN_THE_FORM).filter((c) => !columns.some((col) => col.column_name === c))).toEqual([]);
  });

  it('sends the slug when the owner changed it', async () => {
    const { rows } = await s.db.query<Package>(`select * from public.packages order by slug limit 1`);
    const form = { ...packageToForm(rows[0]), slug: 'alamat-baru' };
    expect(updatePayload(form, rows[0].slug)).toMatchObject({ slug: 'alamat-baru' });
  });
});
