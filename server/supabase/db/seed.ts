import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** Seeds a new database: seed.sql, then the demo images into bucket `images` under `seed/`. */
export async function seed(db: PGlite, seedFile: string | null, imagesDir: string | null): Promise<void> {
  if (seedFile && fs.existsSync(seedFile)) await db.exec(fs.readFileSync(seedFile, 'utf8'));
  if (!imagesDir || !fs.existsSync(imagesDir)) return;
  for (const file of fs.readdirSync(imagesDir).sort()) {
    const mime = MIME[path.extname(file).toLowerCase()];
    if (!mime) continue;
    const data = fs.readFileSync(path.join(imagesDir, file));
    await storeObject(db, 'images', `seed/${file}`, data, mime);
  }
}

/** Writes an object and its bytes as the database owner (no RLS): for seeding and server-side jobs. */
async function storeObject(db: PGlite, bucket: string, name: string, data: Buffer, mime: string): Promise<string> {
  const metadata = {
    eTag: `"${data.length.toString(16)}"`,
    size: data.length,
    mimetype: mime,
    cacheControl: 'max-age=3600',
    lastModified: new Date().toISOString(),
    contentLength: data.length,
    httpStatusCode: 200,
  };
  return db.transaction(async (tx) => {
    const res = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, metadata, version) values ($1, $2, $3, gen_random_uuid()::text)
       on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()
       returning id`,
      [bucket, name, JSON.stringify(metadata)],
    );
    const id = res.rows[0].id;
    await tx.query(
      `insert into local_storage.blobs (object_id, data) values ($1, $2)
       on conflict (object_id) do update set data = excluded.data`,
      [id, data],
    );
    return id;
  });
}
