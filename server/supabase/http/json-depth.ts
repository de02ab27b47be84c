/**
 * Deeper JSON than this is refused before it reaches Postgres. PGlite's
 * WebAssembly stack gives out long before Postgres' own max_stack_depth
 * check fires: around 10 000 levels a jsonb value silently yields no result,
 * around 20 000 the single connection hangs and the whole server with it.
 */
export const MAX_JSON_DEPTH = 100;

/** Deepest `[`/`{` nesting of JSON text, outside string literals. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) max = Math.max(max, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return max;
}

export function tooDeep(text: string): boolean {
  return jsonDepth(text) > MAX_JSON_DEPTH;
}
