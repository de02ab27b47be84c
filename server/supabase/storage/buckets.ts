import type { PGlite, Transaction } from '@electric-sql/pglite';

interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at`;

function normalise(row: Bucket): Bucket {
  // bigint may come back as a string or BigInt depending on the driver's parser.
  return { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
}

/** A bucket's definition: as the owner (limits apply to everyone) or, inside withClaims, as the caller. */
export async function findBucket(db: PGlite | Transaction, id: string): Promise<Bucket | null> {
  const res = await db.query<Bucket>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
  return res.rows[0] ? normalise(res.rows[0]) : null;
}

/** Buckets visible to the caller (run inside withClaims). */
export async function listBuckets(tx: Transaction): Promise<Bucket[]> {
  const res = await tx.query<Bucket>(`select ${COLUMNS} from storage.buckets order by name collate "C"`);
  return res.rows.map(normalise);
}
