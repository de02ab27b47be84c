// Netlify deploy notifications → public.site_builds. Web-standard Request → Response and no Deno
// globals, so the same module runs as the Supabase Edge Function (index.ts) and inside the local
// server at /functions/v1/netlify-deploy, where the local builder reports exactly as Netlify does.
import { jwtVerify } from 'jose';

export const FUNCTION_NAME = 'netlify-deploy';

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

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
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
    const signature = req.headers.get('x-webhook-signature');
    if (!signature) return json(401, { message: 'Missing X-Webhook-Signature' });
    const body = await req.text();

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
      deploy = JSON.parse(body);
    } catch {
      return json(400, { message: 'Body is not JSON' });
    }
    if (!deploy || typeof deploy !== 'object' || Array.isArray(deploy))
      return json(400, { message: 'Body is not a deploy' });
    const res = await rpc('record_deploy_notification', { deploy });
    if (!res.ok) return json(502, { message: `Recording the deploy failed (${res.status}): ${await res.text()}` });
    return json(200, { site_build_id: await res.json() });
  };
}
