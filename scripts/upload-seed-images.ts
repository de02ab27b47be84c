// Uploads supabase/seed-images to bucket `images` under seed/ on a hosted project (the local server
// does this by itself on a new database). Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';

const url = process.env.SUPABASE_URL;
const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !key) {
  console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');
  process.exit(1);
}
const supabase = createClient(url, key, { auth: { persistSession: false } });
const dir = path.resolve(import.meta.dirname, '../supabase/seed-images');
for (const file of fs.readdirSync(dir).sort()) {
  const { error } = await supabase.storage
    .from('images')
    .upload(`seed/${file}`, fs.readFileSync(path.join(dir, file)), {
      contentType: 'image/webp',
      upsert: true,
      cacheControl: '3600',
    });
  console.log(error ? `✗ ${file}: ${error.message}` : `✓ ${file}`);
  if (error) process.exitCode = 1;
}
