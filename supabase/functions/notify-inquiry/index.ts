// Supabase Edge Function `notify-inquiry`: sends the alert of a new inquiry to the owner's Telegram bot and/or
// webhook. Called by the database (pg_net), which sends no JWT: deploy with
// `supabase functions deploy notify-inquiry --no-verify-jwt`. The request carries the alert's own random token
// instead (public.claim_inquiry_alert). See docs/deploy.md.
import { createNotifyHandler } from './handler.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

const handler = createNotifyHandler({
  supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
  serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  telegramApiUrl: Deno.env.get('TELEGRAM_API_URL'),
});

Deno.serve(handler);
