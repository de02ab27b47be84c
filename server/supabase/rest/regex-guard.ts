/*
 * `match`/`imatch` hand the pattern to Postgres' regex engine. PGlite runs
 * in this process on one connection and ignores statement_timeout, so a
 * pattern that takes minutes freezes every request. Two things make the
 * engine slow: back references (`(.*)(.*)(.*)(.*)\1\2` takes seconds per
 * row, one more group takes minutes) and bounded repetition, which the
 * compiler expands (`((.?){10}){10}){10}` takes seconds to compile). Back
 * references and embedded options (which can switch to BRE syntax, where
 * bounds are spelled differently) are refused; the rest is priced by how
 * many atoms the bounds expand it to.
 */

/** Expanded atoms allowed: `(.?){255}` (255) compiles and matches in tens of milliseconds. */
const MAX_REGEX_COST = 256;

export class RegexRefused extends Error {}

/** Index after a bracket expression starting at `start` (`[`), or the end of input. */
function skipBracket(p: string, start: number): number {
  let i = start + 1;
  if (p[i] === '^') i++;
  if (p[i] === ']') i++;
  while (i < p.length && p[i] !== ']') {
    if (p[i] === '[' && (p[i + 1] === ':' || p[i + 1] === '.' || p[i + 1] === '=')) {
      const close = p.indexOf(`${p[i + 1]}]`, i + 2);
      i = close < 0 ? p.length : close + 2;
    } else if (p[i] === '\\') {
      i += 2;
    } else {
      i++;
    }
  }
  return i + 1;
}

const tooComplex = () =>
  new RegexRefused(
    `regular expression too complex for this server (bounded repetition expands to more than ${MAX_REGEX_COST} atoms)`,
  );

/** Throws RegexRefused when the pattern could keep the database busy for long. */
export function checkRegex(pattern: string): void {
  if (regexCost(pattern) > MAX_REGEX_COST) throw tooComplex();
}

/**
 * `match(any).{…}`/`match(all).{…}`: Postgres reads the value as a text[]
 * literal, whose own escaping (`\\1` is the element `\1`) must be undone
 * before the patterns are judged. Every element is compiled, so their costs add up.
 */
export function checkRegexList(literal: string): void {
  const elements = arrayElements(literal) ?? [literal];
  let total = 0;
  for (const element of elements) {
    total += regexCost(element);
    if (total > MAX_REGEX_COST) throw tooComplex();
  }
}

/** The elements of a text[] literal such as `{a,"b,c",d\,e}` (nested braces flattened), or null. */
function arrayElements(literal: string): string[] | null {
  // Optional dimension decoration: `[1:2]={…}`.
  const s = literal.trim().replace(/^(\[[^\]]*\]\s*)+=\s*/, '');
  if (!s.startsWith('{')) return null;
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 1; i < s.length; i++) {
    const ch = s[i];
    if (ch === '\\') {
      current += s[++i] ?? '';
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',' || ch === '}') {
      out.push(current);
      current = '';
    } else if (ch !== '{') {
      current += ch;
    }
  }
  if (current !== '') out.push(current);
  return out;
}

/** Atoms the pattern expands to; throws RegexRefused for constructs that are refused outright. */
function regexCost(pattern: string): number {
  let i = 0;
  const budget = (n: number) => {
    if (n > MAX_REGEX_COST) throw tooComplex();
    return n;
  };

  // Cost of a sequence up to the `)` closing the current group (or the end); alternatives add up.
  const sequence = (depth: number): number => {
    let total = 0;
    let last = 0;
    while (i < pattern.length) {
      const ch = pattern[i];
      if (ch === ')') {
        if (depth > 0) break;
        i++;
        last = 1;
        total = budget(total + 1);
      } else if (ch === '|') {
        i++;
        last = 0;
      } else if (ch === '(') {
        i++;
        if (pattern[i] === '?') {
          const group = /^\?(?::|=|!|<=|<!)/.exec(pattern.slice(i));
          if (!group) throw new RegexRefused('embedded options such as (?b) are not supported by this server');
          i += group[0].length;
        }
        last = sequence(depth + 1);
        if (pattern[i] === ')') i++;
        total = budget(total + last);
      } else if (ch === '[') {
        i = skipBracket(pattern, i);
        last = 1;
        total = budget(total + 1);
      } else if (ch === '\\') {
        const next = pattern[i + 1] ?? '';
        if (next >= '1' && next <= '9') {
          throw new RegexRefused('back references such as \\1 are not supported by this server');
        }
        i += 2;
        last = 1;
        total = budget(total + 1);
      } else if (ch === '{') {
        const bound = /^\{(\d+)(,(\d*))?\}\??/.exec(pattern.slice(i));
        if (bound) {
          const low = Number(bound[1]);
          const high = bound[2] === undefined ? low : bound[3] === '' ? low + 1 : Number(bound[3]);
          const times = Math.max(low, high, 1);
          total = budget(total + last * (times - 1));
          last = budget(last * times);
          i += bound[0].length;
        } else {
          // `{` not opening a bound is an ordinary character.
          i++;
          last = 1;
          total = budget(total + 1);
        }
      } else if (ch === '*' || ch === '+' || ch === '?' || ch === '^' || ch === '$') {
        // Quantifiers without a count and anchors add nothing to expand.
        i++;
      } else {
        i++;
        last = 1;
        total = budget(total + 1);
      }
    }
    return total;
  };

  return sequence(0);
}
