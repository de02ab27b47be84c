/**
 * Puts the share cards that src/lib/share-card-files.ts registered into the built site as hard links to the card
 * cache: no copy, and a card file is never rewritten (a changed card is a new file), so a link never changes
 * under a published site. Where a link is refused (another file system), the card is copied. Then the cards
 * nothing uses any more leave the cache.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cardLinks, pruneCardCache } from '../lib/share-card-files.ts';
import { usedCards } from '../lib/share-card.ts';

export function shareCardLinks(): AstroIntegration {
  return {
    name: 'share-card-links',
    hooks: {
      'astro:build:start': () => {
        cardLinks().clear();
        usedCards().clear();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const made = new Set<string>();
        for (const [sitePath, file] of cardLinks()) {
          const target = path.join(root, sitePath);
          const folder = path.dirname(target);
          if (!made.has(folder)) await fs.mkdir(folder, { recursive: true });
          made.add(folder);
          await fs.rm(target, { force: true });
          await fs.link(file, target).catch(() => fs.copyFile(file, target));
        }
        if (cardLinks().size) logger.info(`${cardLinks().size} share card(s) linked from the card cache`);
        // The linked cards are in the card indexes; the others this build asked for are in usedCards.
        const removed = await pruneCardCache(usedCards());
        if (removed) logger.info(`${removed} unused share card(s) removed from the card cache`);
        cardLinks().clear();
        usedCards().clear();
      },
    },
  };
}
