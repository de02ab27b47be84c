import sharp from 'sharp';
import satori from 'satori';
import { readFile } from 'node:fs/promises';
import { renderShareCard } from '../src/lib/share-card.ts';
import { packageCardText, packageSearchFacts } from '../domain/index.ts';
const pkg = { title: 'Umroh Hemat 9 Hari', category: 'umroh', duration: '9 Hari', price_quad: 18500000, price_triple: null, price_double: null,
  departures: [{ depart_on: '2026-12-17', status: 'open', seats_total: 45, seats_booked: 14, price_quad: null, price_triple: null, price_double: null },
  { depart_on: '2027-01-08', status: 'open', seats_total: 45, seats_booked: 4 },{ depart_on: '2027-02-19', status: 'open', seats_total: 45, seats_booked: 6 }] } as any;
const card = packageCardText(packageSearchFacts(pkg), 'Baitullah Tour & Travel');
const photo = await readFile('supabase/seed-images/package-umroh-1-1600.webp');
await renderShareCard(card, photo);
let t = performance.now();
for (let i = 0; i < 5; i++) await renderShareCard(card, photo);
console.log('card', (performance.now() - t) / 5);
const out = await renderShareCard(card, photo);
console.log(out.length, await sharp(out).metadata().then(m => [m.width, m.height, m.format]));
await sharp(out).png().toFile('/tmp/i22-card.png');
await sharp(await renderShareCard({ ...card, title: 'Pendampingan Haji Reguler 2027 dengan Bimbingan Ustadz Senior dari Jakarta' }, null)).png().toFile('/tmp/i22-card-nophoto.png');
