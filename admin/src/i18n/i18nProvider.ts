import polyglotI18nProvider from 'ra-i18n-polyglot';
import { raIndonesian, raSupabaseIndonesian } from './ra-id.ts';
import { resourcesIndonesian } from './resources.ts';

const messages = { ...raIndonesian, ...raSupabaseIndonesian, ...resourcesIndonesian };

export const i18nProvider = polyglotI18nProvider(() => messages, 'id', [{ locale: 'id', name: 'Bahasa Indonesia' }], {
  allowMissing: true,
});
