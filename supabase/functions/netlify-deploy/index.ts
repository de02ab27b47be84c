// Supabase Edge Function `netlify-deploy`: receives Netlify's deploy notifications (started, succeeded,
// failed). Deploy with `supabase functions deploy netlify-deploy --no-verify-jwt` (Netlify sends no
// Supabase JWT; the JWS in X-Webhook-Signature is checked instead). See docs/deploy.md.
import { createDeployHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

const handler = createDeployHandler({
  supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
  serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
});

Deno.serve(handler);
