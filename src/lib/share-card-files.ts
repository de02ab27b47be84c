/**
 * The share cards of the many (one per package, one per article) are not pages of the build: each is a file of
 * the card cache (share-card.ts), linked into the site once the build is done (src/integrations/share-card-links.ts).
 * Copied out of Astro's incremental store instead, 2,000 unchanged cards were a third of an incremental build at
 * 1,000 packages + 1,000 articles. As Astro does with a page, a card whose key (what it shows and the site) is
 * unchanged since the last build is not drawn or looked up again: `outputs-<kind>.json` maps each card's path to
 * its key and file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileExists, writeAtomic } from './files.ts';
import { shareCardCache } from './share-card.ts';

export interface WantedCard {
  /** Its path on the site: /og/umroh/umroh-hemat-9-hari.jpg. */
  path: string;
  /** What it is drawn from (build-keys.ts pageKey): the same key, the same card. */
  key: string;
  /** Draws the card (or finds it in the cache); resolves to its file. */
  file(): Promise<string>;
}

type Outputs = Record<string, { key: string; file: string }>;

/** At most this many cards are drawn at once: satori runs on the main thread, sharp beside it. */
const DRAWING = 3;

const LINKS = Symbol.for('umroh.share-card-links');

/** The cards this build links into the site: path → file. The build runs the pages and the hooks in one process. */
export function cardLinks(): Map<string, string> {
  const registry = globalThis as { [LINKS]?: Map<string, string> };
  return (registry[LINKS] ??= new Map());
}

/** Makes every wanted card of one kind ('packages') ready and registers it to be linked at its path. */
export async function publishCards(kind: string, wanted: readonly WantedCard[]): Promise<void> {
  const index = path.join(shareCardCache(), `outputs-${kind}.json`);
  const previous: Outputs = await readFile(index, 'utf8')
    .then((text) => JSON.parse(text) as Outputs)
    .catch(() => ({}));
  const next: Outputs = {};
  const lanes: Promise<unknown>[] = Array.from({ length: DRAWING }, () => Promise.resolve());
  await Promise.all(
    wanted.map(async (card, i) => {
      const known = previous[card.path];
      let file = known?.key === card.key ? known.file : null;
      if (file && !(await fileExists(file))) file = null;
      if (!file) {
        const job = lanes[i % DRAWING]!.then(() => card.file());
        lanes[i % DRAWING] = job.catch(() => undefined);
        file = await job;
      }
      next[card.path] = { key: card.key, file };
      cardLinks().set(card.path, file);
    }),
  );
  await writeAtomic(index, JSON.stringify(next));
}
