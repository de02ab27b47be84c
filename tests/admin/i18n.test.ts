import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { raSupabaseEnglishMessages } from 'ra-supabase-language-english';
import { raIndonesian, raSupabaseIndonesian } from '../../admin/src/i18n/ra-id.ts';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['react-admin', englishMessages as unknown as Tree, raIndonesian as unknown as Tree],
  ['ra-supabase', raSupabaseEnglishMessages as unknown as Tree, raSupabaseIndonesian as unknown as Tree],
])('Indonesian messages for %s', (_, english, indonesian) => {
  const en = leaves(english);
  const id = leaves(indonesian);

  it('cover every English key and no unknown one', () => {
    expect([...id.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('keep every %{placeholder} and the plural separator', () => {
    for (const [key, text] of en) {
      expect(placeholders(id.get(key)!), key).toEqual(placeholders(text));
      expect(id.get(key)!.includes('||||'), key).toBe(text.includes('||||'));
    }
  });

  it('are translated (only names and symbols may equal the English)', () => {
    const same = [...en].filter(
      ([k, v]) => id.get(k) === v && !/^( |Email|Password|Dashboard|Logout|Edit|%\{.*\})$/.test(v) && !/^%\{/.test(v),
    );
    expect(same.map(([k]) => k)).toEqual([]);
  });
});

describe('the words the admin shows', () => {
  it('use the agreed Indonesian terms', () => {
    expect(raIndonesian.ra.auth.sign_in).toBe('Masuk');
    expect(raIndonesian.ra.action.cancel).toBe('Batal');
    expect(raIndonesian.ra.action.delete).toBe('Hapus');
    expect(raIndonesian.ra.action.save).toBe('Simpan');
  });
});
