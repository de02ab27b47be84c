// New-inquiry alerts: called by the database (pg_net) with an alert's id and token; reads the inquiry and the
// destinations through public.claim_inquiry_alert, sends to Telegram and/or the webhook (those an earlier
// attempt has not reached), and reports through public.finish_inquiry_alert. Web-standard Request → Response
// and no Deno globals, so the same module runs as the Supabase Edge Function (index.ts) and inside the local
// server at /functions/v1/notify-inquiry.
import { alertText, webhookBody, TEST_TEXT, type AlertInquiry } from './message.ts';

export const FUNCTION_NAME = 'notify-inquiry';

/** The request is a small JSON object; anything larger is refused before it is read. */
const MAX_BODY_BYTES = 4096;

export interface NotifyHandlerOptions {
  /** Base URL of the Supabase project (SUPABASE_URL in Edge Functions). */
  supabaseUrl: string;
  /** Service role key (SUPABASE_SERVICE_ROLE_KEY): the two RPCs are granted to it only. */
  serviceRoleKey: string;
  /** Telegram's Bot API (a stand-in in tests). */
  telegramApiUrl?: string;
  /** How to reach the API; the local server passes its own app to skip the network. */
  fetch?: typeof fetch;
  /** How to reach Telegram and the webhook. */
  fetchOut?: typeof fetch;
  /** The local server's outbox: every alert is shown there too, so one is seen with no channel configured. */
  outbox?: (text: string) => void;
}

interface Claim {
  alert_id: number;
  is_test: boolean;
  inquiry: AlertInquiry | null;
  telegram: { token: string; chat_id: string } | null;
  webhook_url: string | null;
  /** The webhook's signing key ("whsec_…"), made when its URL was set. */
  webhook_secret?: string | null;
  /** Where an earlier attempt already delivered it: those are not sent the same alert again. */
  delivered_to?: string[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What a failed send says, short enough for the admin's list, without the bot token. */
function reason(what: string, e: unknown, token?: string): string {
  let text = e instanceof Error ? e.message : String(e);
  if (token) text = text.split(token).join('…');
  return `${what}: ${text}`.slice(0, 300);
}

/**
 * A webhook-signature value as Standard Webhooks specifies (standardwebhooks.com): "v1," and the base64
 * HMAC-SHA256 of "<id>.<timestamp>.<body>", keyed with the base64 after "whsec_". Receivers verify it with that
 * project's libraries.
 */
export async function webhookSignature(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const raw = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)),
  );
  return `v1,${btoa(String.fromCharCode(...mac))}`;
}

export function createNotifyHandler(options: NotifyHandlerOptions): (req: Request) => Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const out = options.fetchOut ?? fetch;
  const telegramApi = (options.telegramApiUrl || 'https://api.telegram.org').replace(/\/+$/, '');
  const rpc = async (fn: string, args: unknown) => {
    const res = await doFetch(`${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${fn} ${res.status}: ${text.slice(0, 200)}`);
    // A function returning void answers with no body.
    return text ? (JSON.parse(text) as unknown) : null;
  };

  async function telegram(t: { token: string; chat_id: string }, text: string): Promise<void> {
    const res = await out(`${telegramApi}/bot${t.token}/sendMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chat_id: t.chat_id, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
    if (!res.ok || !body?.ok) throw new Error(body?.description || `HTTP ${res.status}`);
  }

  async function webhook(url: string, body: unknown, secret: string | null, inquiryId: string | null): Promise<void> {
    const text = JSON.stringify(body);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (secret) {
      // The inquiry's own id on every attempt of its alert, so a receiver can tell a retry from a new inquiry; an
      // alert's serial number could come round again in a re-created project. Each test is a message of its own.
      const id = inquiryId ? `inquiry-${inquiryId}` : `test-${crypto.randomUUID()}`;
      const timestamp = Math.floor(Date.now() / 1000);
      headers['webhook-id'] = id;
      headers['webhook-timestamp'] = String(timestamp);
      headers['webhook-signature'] = await webhookSignature(secret, id, timestamp, text);
    }
    const res = await out(url, {
      method: 'POST',
      headers,
      body: text,
      signal: AbortSignal.timeout(10_000),
      // The function calls the address the owner saved and nothing else: a redirect could lead it to any host,
      // an internal one included (307 and 308 would even send the inquiry on).
      redirect: 'manual',
    });
    // 302 and 303 answer a POST that was taken ("see the result there"), as Google Apps Script's /exec does after
    // running doPost: delivered, and never sent again (a retry would add the inquiry to the sheet twice).
    if (!res.ok && res.status !== 302 && res.status !== 303) throw new Error(`HTTP ${res.status}`);
  }

  return async (req) => {
    if (req.method !== 'POST') return json(405, { message: 'Method not allowed' });
    if (Number(req.headers.get('content-length')) > MAX_BODY_BYTES) return json(413, { message: 'Body too large' });
    let input: { alert_id?: unknown; token?: unknown };
    try {
      const text = await req.text();
      if (text.length > MAX_BODY_BYTES) return json(413, { message: 'Body too large' });
      input = JSON.parse(text) as typeof input;
    } catch {
      return json(400, { message: 'Body is not JSON' });
    }
    if (!Number.isSafeInteger(input?.alert_id) || typeof input.token !== 'string')
      return json(400, { message: 'Expected {"alert_id": number, "token": string}' });
    const ids = { alert_id: input.alert_id, token: input.token };

    let claim: Claim | null;
    try {
      claim = (await rpc('claim_inquiry_alert', ids)) as Claim | null;
    } catch (e) {
      return json(502, { message: reason('claim', e) });
    }
    if (!claim) return json(404, { message: 'No such alert to send' });

    const text = claim.inquiry ? alertText(claim.inquiry) : TEST_TEXT;
    const earlier = new Set(claim.delivered_to ?? []);
    const delivered: string[] = [];
    const errors: string[] = [];
    if (claim.telegram && !earlier.has('telegram')) {
      try {
        await telegram(claim.telegram, text);
        delivered.push('telegram');
      } catch (e) {
        errors.push(reason('Telegram', e, claim.telegram.token));
      }
    }
    if (claim.webhook_url && !earlier.has('webhook')) {
      try {
        await webhook(
          claim.webhook_url,
          webhookBody(claim.inquiry),
          claim.webhook_secret ?? null,
          claim.inquiry?.id ?? null,
        );
        delivered.push('webhook');
      } catch (e) {
        errors.push(reason('Webhook', e));
      }
    }
    if (options.outbox && !earlier.has('outbox')) {
      options.outbox(text);
      delivered.push('outbox');
    }
    const error = errors.length ? errors.join('; ') : null;
    try {
      await rpc('finish_inquiry_alert', { ...ids, delivered, error });
    } catch (e) {
      return json(502, { message: reason('finish', e) });
    }
    return json(error ? 502 : 200, { delivered, error });
  };
}
