import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { parsePax } from '../../domain/inquiry.ts';
import { normalizeWhatsapp } from '../../domain/phone.ts';
import { INQUIRY_CASES } from '../fixtures/inquiry-inputs.ts';
import { bootDatabase } from './helpers.ts';

let s: LocalSupabase;
beforeAll(async () => {
  s = await bootDatabase();
});
afterAll(async () => {
  await s?.close();
});

describe('the database judges each inquiry case as the browser does', () => {
  it.each(INQUIRY_CASES)('$label → $field', async ({ input, field, message }) => {
    // What the form sends: the number in its international form when the browser could read it, as typed
    // otherwise (a hand-made request), and the people count parsed strictly.
    const digits = normalizeWhatsapp(input.whatsapp);
    const whatsapp = digits ? `+${digits}` : input.whatsapp;
    let outcome: { field: string | null; message: string | null };
    try {
      await s.db.exec('begin');
      await s.db.query(
        `select public.submit_inquiry(name => $1, whatsapp => $2, pax => $3, message => $4, consent => $5)`,
        [input.name, whatsapp, parsePax(input.pax), input.message, input.consent],
      );
      outcome = { field: null, message: null };
    } catch (e) {
      const err = e as { message: string; detail?: string };
      outcome = { field: err.detail ?? '(no field)', message: err.message };
    } finally {
      await s.db.exec('rollback');
    }
    expect(outcome).toEqual({ field, message });
  });
});
