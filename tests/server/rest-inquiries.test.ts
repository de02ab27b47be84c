import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { clientFor, LOCAL_ANON_KEY, rest, startLocal } from './rest-fixtures.ts';

// rpc/submit_inquiry over HTTP, and PostgREST's PTxxx convention
// (a raised SQLSTATE 'PT429' answers HTTP 429 with the PostgREST error body).

let s: LocalSupabase;
let anon: SupabaseClient;

beforeAll(async () => {
  s = await startLocal();
  anon = clientFor(s);
});

afterAll(async () => {
  await s?.close();
});

const body = (whatsapp: string, over: Record<string, unknown> = {}) => ({
  name: 'Fulan',
  whatsapp,
  package_id: null,
  departure_id: null,
  pax: 1,
  message: '',
  consent: true,
  website: '',
  ...over,
});

describe('rpc/submit_inquiry', () => {
  it('a raised PT429 answers HTTP 429 with code, message, details and hint (app.request)', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await rest(s, '/rpc/submit_inquiry', { method: 'POST', body: body('081311112222') });
      expect(ok.status).toBe(200);
      expect(ok.json).toEqual({ ok: true });
    }
    const res = await rest(s, '/rpc/submit_inquiry', { method: 'POST', body: body('081311112222') });
    expect(res.status).toBe(429);
    expect(res.json).toEqual({
      code: 'PT429',
      message: expect.stringContaining('Terlalu banyak permintaan'),
      details: null,
      hint: null,
    });
  });

  it('supabase-js rpc sees the 429 and the Indonesian message', async () => {
    for (let i = 0; i < 3; i++) {
      const { error } = await anon.rpc('submit_inquiry', body('081399998888'));
      expect(error).toBeNull();
    }
    const { error, status } = await anon.rpc('submit_inquiry', body('081399998888'));
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', message: expect.stringContaining('Terlalu banyak permintaan') });
  });

  it('a refused field answers 400 with the field in details', async () => {
    const res = await rest(s, '/rpc/submit_inquiry', { method: 'POST', body: body('0812-abc') });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'P0001', details: 'whatsapp' });
    expect(res.json.message).toContain('Nomor WhatsApp tidak valid');
  });

  it('anon cannot read the table over REST', async () => {
    const res = await rest(s, '/inquiries?select=*');
    expect(res.status).toBe(401);
  });

  it('a client cannot dodge the per-address limit by sending its own X-Forwarded-For', async () => {
    await s.db.exec(`delete from public.inquiries where true; delete from private.inquiry_senders where true`);
    let server: RunningServer | undefined;
    try {
      server = await serve(s.app, 0, '127.0.0.1');
      const send = (i: number) =>
        fetch(`${server!.url}/rest/v1/rpc/submit_inquiry`, {
          method: 'POST',
          headers: {
            apikey: LOCAL_ANON_KEY,
            'Content-Type': 'application/json',
            'X-Forwarded-For': `198.51.100.${i}`,
            'CF-Connecting-IP': `198.51.100.${i}`,
          },
          body: JSON.stringify(body(`0815${String(i).padStart(8, '0')}`)),
        });
      for (let i = 0; i < 20; i++) expect((await send(i)).status, `inquiry ${i + 1}`).toBe(200);
      const refused = await send(20);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'PT429', message: expect.stringContaining('jaringan ini') });
    } finally {
      await server?.stop();
    }
  });
});
