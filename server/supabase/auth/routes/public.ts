import type { Hono } from 'hono';
import type { ServerContext } from '../../context.ts';
import { AuthError } from '../errors.ts';

/** Endpoints that need no user: settings, health, key set, and the disabled sign-up. */
export function publicRoutes(app: Hono, _ctx: ServerContext): void {
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  app.get('/health', (c) =>
    c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue-compatible auth of the local Supabase server' }),
  );
  // Tokens are HS256 (shared secret): there is no public key to publish, and auth-js then asks GET /user.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));
  app.post('/signup', () => {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  });
}
