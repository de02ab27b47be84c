import { describe, expect, it } from 'vitest';
import { addressQuery, boxAfterAddress } from '../../admin/src/lib/useAddressSearch.ts';

describe('a list search box that lives in the address', () => {
  it('keeps the keys typed after the pause its address caught up with', () => {
    // "l" reached the address while the person had already typed "la".
    expect(boxAfterAddress('la', 'l', 'l')).toBe('la');
    expect(boxAfterAddress('lansia', 'lans', 'lans')).toBe('lansia');
  });

  it('follows the address when something else changed it', () => {
    expect(boxAfterAddress('lansia', '', null)).toBe('');
    expect(boxAfterAddress('lansia', 'haji', 'lansia')).toBe('haji');
    expect(boxAfterAddress('', 'haji', null)).toBe('haji');
  });

  it('never trims what was typed', () => {
    expect(boxAfterAddress('umroh ', 'umroh', null)).toBe('umroh ');
    expect(addressQuery('umroh ')).toBe('umroh ');
    expect(addressQuery('   ')).toBe('');
  });
});
