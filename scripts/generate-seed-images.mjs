// Draws the demo images (skies, dunes, mosque and Kaaba silhouettes, avatars) as SVG and
// rasterises them to small WebP files in supabase/seed-images. Run once; the output is committed.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '../supabase/seed-images');
fs.mkdirSync(OUT, { recursive: true });

function mosque(x, base, s, fill) {
  // Central dome, hall and two minarets.
  return `<g fill="${fill}">
    <rect x="${x - 60 * s}" y="${base - 70 * s}" width="${120 * s}" height="${70 * s}"/>
    <ellipse cx="${x}" cy="${base - 70 * s}" rx="${48 * s}" ry="${52 * s}"/>
    <rect x="${x - 2 * s}" y="${base - 140 * s}" width="${4 * s}" height="${22 * s}"/>
    <rect x="${x - 95 * s}" y="${base - 170 * s}" width="${14 * s}" height="${170 * s}"/>
    <polygon points="${x - 97 * s},${base - 170 * s} ${x - 88 * s},${base - 200 * s} ${x - 79 * s},${base - 170 * s}"/>
    <rect x="${x + 81 * s}" y="${base - 170 * s}" width="${14 * s}" height="${170 * s}"/>
    <polygon points="${x + 79 * s},${base - 170 * s} ${x + 88 * s},${base - 200 * s} ${x + 97 * s},${base - 170 * s}"/>
  </g>`;
}

function kaaba(x, base, s) {
  return `<g>
    <polygon points="${x - 70 * s},${base} ${x + 40 * s},${base} ${x + 40 * s},${base - 100 * s} ${x - 70 * s},${base - 100 * s}" fill="#111"/>
    <polygon points="${x + 40 * s},${base} ${x + 85 * s},${base - 18 * s} ${x + 85 * s},${base - 112 * s} ${x + 40 * s},${base - 100 * s}" fill="#000"/>
    <polygon points="${x - 70 * s},${base - 100 * s} ${x + 40 * s},${base - 100 * s} ${x + 85 * s},${base - 112 * s} ${x - 25 * s},${base - 112 * s}" fill="#222"/>
    <rect x="${x - 70 * s}" y="${base - 78 * s}" width="${110 * s}" height="${10 * s}" fill="#c9a227"/>
    <polygon points="${x + 40 * s},${base - 78 * s} ${x + 85 * s},${base - 90 * s} ${x + 85 * s},${base - 80 * s} ${x + 40 * s},${base - 68 * s}" fill="#a8861c"/>
  </g>`;
}

function scene({ w, h, sky, sun, dunes, content }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#s)"/>
  <circle cx="${w * sun[0]}" cy="${h * sun[1]}" r="${h * 0.09}" fill="${sun[2]}" opacity="0.9"/>
  ${content}
  <path d="M0 ${h * 0.82} Q ${w * 0.25} ${h * 0.74} ${w * 0.5} ${h * 0.8} T ${w} ${h * 0.78} V ${h} H 0 Z" fill="${dunes[0]}"/>
  <path d="M0 ${h * 0.9} Q ${w * 0.3} ${h * 0.84} ${w * 0.6} ${h * 0.9} T ${w} ${h * 0.88} V ${h} H 0 Z" fill="${dunes[1]}"/>
</svg>`;
}

const W = 800,
  H = 600;
const scenes = {
  'hero.webp': {
    w: 1600,
    h: 900,
    sky: ['#0b3d2e', '#d9a441'],
    sun: [0.78, 0.3, '#fbe7a1'],
    dunes: ['#b07d3a', '#8a5a25'],
    content: mosque(520, 760, 2.2, '#1b2a22') + kaaba(1150, 770, 1.6),
  },
  'package-umroh-1.webp': {
    w: W,
    h: H,
    sky: ['#1e5b4a', '#f2c46d'],
    sun: [0.2, 0.3, '#fff3c4'],
    dunes: ['#c48f4a', '#9b6a30'],
    content: mosque(480, 500, 1.3, '#14231c'),
  },
  'package-umroh-2.webp': {
    w: W,
    h: H,
    sky: ['#123a5c', '#e9a86b'],
    sun: [0.8, 0.25, '#ffe3b0'],
    dunes: ['#b9864a', '#8d602c'],
    content: mosque(300, 505, 1.1, '#0f1c2a') + mosque(600, 505, 0.7, '#1a2a3a'),
  },
  'package-makkah.webp': {
    w: W,
    h: H,
    sky: ['#2b1d4f', '#f0a35e'],
    sun: [0.15, 0.22, '#ffd89a'],
    dunes: ['#a87442', '#7d5330'],
    content: kaaba(400, 500, 1.6),
  },
  'package-madinah.webp': {
    w: W,
    h: H,
    sky: ['#0d4d3b', '#9fd3b5'],
    sun: [0.82, 0.2, '#ffffff'],
    dunes: ['#c8a46a', '#a4804a'],
    content: mosque(400, 500, 1.4, '#0e5c3a'),
  },
  'package-turki.webp': {
    w: W,
    h: H,
    sky: ['#1b3b6f', '#f7b267'],
    sun: [0.7, 0.35, '#fff0c2'],
    dunes: ['#3f6b8a', '#2c4e66'],
    content: mosque(400, 490, 1.5, '#20283a'),
  },
  'package-ramadhan.webp': {
    w: W,
    h: H,
    sky: ['#0a1030', '#3b2f6b'],
    sun: [0.78, 0.2, '#f5f0d0'],
    dunes: ['#4b3b2a', '#33281d'],
    content: mosque(380, 505, 1.35, '#06081a'),
  },
  'package-vip.webp': {
    w: W,
    h: H,
    sky: ['#3d2a0a', '#e8c77a'],
    sun: [0.25, 0.25, '#fff7da'],
    dunes: ['#b8924e', '#8f6d32'],
    content: kaaba(480, 500, 1.3) + mosque(200, 505, 0.8, '#2a1d08'),
  },
  'package-haji.webp': {
    w: W,
    h: H,
    sky: ['#5a2d0c', '#f4d28a'],
    sun: [0.5, 0.28, '#fff4cc'],
    dunes: ['#d9b37a', '#b88f52'],
    content:
      `<g fill="#fafafa" opacity="0.9">${Array.from({ length: 14 }, (_, i) => `<polygon points="${40 + i * 55},470 ${68 + i * 55},420 ${96 + i * 55},470"/>`).join('')}</g>` +
      kaaba(400, 420, 0.7),
  },
};

const avatars = [
  ['avatar-1.webp', '#0f766e', '#f0d9b5'],
  ['avatar-2.webp', '#1d4ed8', '#e0b98f'],
  ['avatar-3.webp', '#9d174d', '#f3cfa5'],
  ['avatar-4.webp', '#b45309', '#d9a77a'],
  ['avatar-5.webp', '#4338ca', '#eac39a'],
];

// Responsive variants next to each original ("hero.webp" -> "hero-400.webp"), as the admin upload pipeline
// makes them (domain/image-variants.ts). The scenes are vector, so every width is drawn sharp.
const VARIANT_WIDTHS = [160, 400, 800, 1600];
const variantName = (name, w) => name.replace(/\.webp$/, `-${w}.webp`);

for (const [name, s] of Object.entries(scenes)) {
  const svg = Buffer.from(scene(s));
  await sharp(svg).webp({ quality: 62 }).toFile(path.join(OUT, name));
  for (const w of VARIANT_WIDTHS) {
    await sharp(svg, { density: Math.max(72, (72 * w) / s.w) })
      .resize(w)
      .webp({ quality: 62 })
      .toFile(path.join(OUT, variantName(name, w)));
  }
}
for (const [name, bg, skin] of avatars) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="${bg}"/>
    <circle cx="150" cy="120" r="58" fill="${skin}"/><path d="M40 300 Q 150 150 260 300 Z" fill="#f8fafc"/></svg>`;
  await sharp(Buffer.from(svg)).webp({ quality: 70 }).toFile(path.join(OUT, name));
  // Avatars show at 48 px: the small variants are all they need.
  for (const w of [160, 400]) {
    await sharp(Buffer.from(svg), { density: (72 * w) / 300 })
      .resize(w)
      .webp({ quality: 70 })
      .toFile(path.join(OUT, variantName(name, w)));
  }
}
for (const f of fs.readdirSync(OUT)) console.log(f, fs.statSync(path.join(OUT, f)).size);
