import type { PGlite, Transaction } from '@electric-sql/pglite';

type Queryable = PGlite | Transaction;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  new_email: string | null;
  email_change_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, new_email, email_change_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at`;

/** Seconds an unverified factor may wait for its first verification. */
const UNVERIFIED_FACTOR_TTL_SECONDS = 300;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const res = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return res.rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const res = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [
    normalizeEmail(email),
  ]);
  return res.rows[0] ?? null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_RE.test(email);
}

/** Drops factors that were enrolled but never verified in time, as GoTrue does. */
export async function cleanupStaleFactors(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors
      where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
    [userId, UNVERIFIED_FACTOR_TTL_SECONDS],
  );
}

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const res = await db.query<FactorRow>(
    `select id, friendly_name, factor_type, status, created_at, updated_at
       from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return res.rows;
}

export async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  const res = await db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [
    userId,
  ]);
  return res.rows.length > 0;
}

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** The GoTrue user object. `factors` is omitted when there are none, as GoTrue does. */
export function userJson(user: UserRow, factors: FactorRow[]): Record<string, unknown> {
  const email = user.email ?? '';
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: { email, email_verified: user.email_confirmed_at !== null, phone_verified: false, sub: user.id },
    provider: 'email',
    last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    email,
  };
  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [identity],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  if (user.new_email) out.new_email = user.new_email;
  if (user.email_change_sent_at) out.email_change_sent_at = iso(user.email_change_sent_at);
  if (user.recovery_sent_at) out.recovery_sent_at = iso(user.recovery_sent_at);
  if (factors.length > 0) {
    out.factors = factors.map((f) => ({
      id: f.id,
      friendly_name: f.friendly_name ?? '',
      factor_type: f.factor_type,
      status: f.status,
      created_at: iso(f.created_at),
      updated_at: iso(f.updated_at),
    }));
  }
  return out;
}

/** Loads the user with its (non-stale) factors and renders it. */
export async function loadUserJson(db: Queryable, userId: string): Promise<Record<string, unknown> | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  await cleanupStaleFactors(db, userId);
  return userJson(user, await listFactors(db, userId));
}
