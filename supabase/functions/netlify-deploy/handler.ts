// Netlify deploy notifications → public.site_builds. Web-standard Request → Response and no Deno
// globals, so the same module runs as the Supabase Edge Function (index.ts) and inside the local
// server at /functions/v1/netlify-deploy, where the local builder reports exactly as Netlify does.
import { jwtVerify } from 'jose';

export const FUNCTION_NAME = 'netlify-deploy';

/**
 * A deploy notification is a few kilobytes of JSON. The body is read before its signature can be
 * checked, so anyone who knows the URL could otherwise make the function hold any amount in memory.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface DeployHandlerOptions {
  /** Base URL of the Supabase project (SUPABASE_URL in Edge Functions). */
  supabaseUrl: string;
  /** Service role key (SUPABASE_SERVICE_ROLE_KEY in Edge Functions): the two RPCs are granted to it only. */
  serviceRoleKey: string;
  /** How to reach the API; the local server passes its own app to skip the network. */
  fetch?: typeof fetch;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The body's bytes, or null as soon as there are more than `limit` (the rest is never read). */
async function readCapped(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function createDeployHandler(options: DeployHandlerOptions): (req: Request) => Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const rpc = (fn: string, args: unknown) =>
    doFetch(`${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });

  return async (req) => {
    if (req.method !== 'POST') return json(405, { message: 'Method not allowed' });
    const tooLarge = () => json(413, { message: `Body larger than ${MAX_BODY_BYTES} bytes` });
    // Content-Length refuses at once; the capped read also covers a chunked body, which has none.
    if (Number(req.headers.get('content-length')) > MAX_BODY_BYTES) return tooLarge();
    const signature = req.headers.get('x-webhook-signature');
    if (!signature) return json(401, { message: 'Missing X-Webhook-Signature' });
    const body = await readCapped(req, MAX_BODY_BYTES);
    if (body === null) return tooLarge();

    // The shared secret lives in Vault next to the build hook URL; read it per call so rotation needs no redeploy.
    const secretRes = await rpc('deploy_webhook_secret', {});
    if (!secretRes.ok) return json(502, { message: `Cannot read the webhook secret (${secretRes.status})` });
    const secret = (await secretRes.json()) as string | null;
    if (!secret) return json(401, { message: 'No webhook secret is configured (Vault: netlify_webhook_secret)' });

    // Netlify's JWS: HS256 over {iss: "netlify", sha256: hex digest of the body}.
    try {
      const { payload } = await jwtVerify(signature, new TextEncoder().encode(secret), {
        algorithms: ['HS256'],
        issuer: 'netlify',
      });
      if (payload.sha256 !== (await sha256Hex(body)))
        return json(401, { message: 'Signature does not match the body' });
    } catch {
      return json(401, { message: 'Invalid X-Webhook-Signature' });
    }

    let deploy: unknown;
    try {
      deploy = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return json(400, { message: 'Body is not JSON' });
    }
    if (!deploy || typeof deploy !== 'object' || Array.isArray(deploy))
      return json(400, { message: 'Body is not a deploy' });
    // Netlify notifies about every deploy of the site, previews and branch deploys included; only a
    // production deploy says anything about the published site. Answered 200 so Netlify does not
    // count it as a failed delivery. No context counts as not production (why: private.apply_deploy_notification,
    // which applies the same rule for any caller of record_deploy_notification).
    const context = (deploy as { context?: unknown }).context;
    if (context !== 'production') return json(200, { site_build_id: null, ignored: 'not a production deploy' });
    const res = await rpc('record_deploy_notification', { deploy });
    if (!res.ok) return json(502, { message: `Recording the deploy failed (${res.status}): ${await res.text()}` });
    return json(200, { site_build_id: await res.json() });
  };
}
