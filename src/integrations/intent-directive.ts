/** Registers `client:intent` (./client-intent.ts): hydrate an island on first use instead of at load. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { IntentOptions } from './client-intent.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | IntentOptions;
  }
}

export function intentDirective(): AstroIntegration {
  return {
    name: 'client-intent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('./client-intent.ts', import.meta.url)),
        });
      },
    },
  };
}
