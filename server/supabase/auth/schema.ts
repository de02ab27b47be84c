import type { PGlite } from '@electric-sql/pglite';

/**
 * Columns the auth layer added after bootstrap.sql first shipped. bootstrap
 * runs only on a new database, so an existing data directory gets them here
 * (idempotent, once per process).
 */
const UPGRADE_SQL = `
  alter table auth.mfa_factors add column if not exists last_totp_step integer;
  create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
  create index if not exists users_recovery_token_idx on auth.users (recovery_token) where recovery_token is not null;
  create index if not exists users_email_change_token_idx on auth.users (email_change_token) where email_change_token is not null;
`;

export function schemaUpgrader(db: PGlite): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => {
    done ??= db.exec(UPGRADE_SQL).then(
      () => undefined,
      (e: unknown) => {
        done = null;
        throw e;
      },
    );
    return done;
  };
}
