import { describe, expect, it } from 'vitest';
import { defaultFactorName, factorNameError } from '../../admin/src/profile/model.ts';

describe('authenticator names', () => {
  it('offers "Autentikator 1" first and "Autentikator 2" for the backup, skipping a name in use', () => {
    expect(defaultFactorName([])).toBe('Autentikator 1');
    expect(defaultFactorName(['Ponsel utama'])).toBe('Autentikator 2');
    expect(defaultFactorName(['Autentikator 2'])).toBe('Autentikator 3');
  });

  it('needs a visible name, not longer than the server keeps, not used by another authenticator', () => {
    expect(factorNameError('  ', [])).toMatch(/^Beri nama autentikator/);
    expect(factorNameError('x'.repeat(121), [])).toBe('Nama autentikator maksimal 120 karakter');
    expect(factorNameError(' Ponsel utama ', ['Ponsel utama'])).toBe('Nama ini sudah dipakai autentikator lain');
    expect(factorNameError('Tablet kantor', ['Ponsel utama'])).toBeNull();
  });
});
