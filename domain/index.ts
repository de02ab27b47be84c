// Pure domain logic shared by the public site (src/) and the admin (admin/). No I/O here.
export * from './slug.ts';
export * from './price.ts';
export * from './rupiah-input.ts';
export * from './dates.ts';
export * from './filters.ts';
export * from './whatsapp.ts';
export * from './media-url.ts';
// map-embed.ts is imported on its own: its HTML parser stays out of every screen that neither shows nor edits the map.
export * from './url.ts';
export * from './content.ts';
export * from './validation.ts';
export * from './fields.ts';
export * from './phone.ts';
export * from './types.ts';
export * from './image-variants.ts';
export * from './trip.ts';
export * from './departures.ts';
export * from './privacy.ts';
export * from './terms.ts';
export * from './limits.ts';
export * from './search-text.ts';
export * from './legal.ts';
export * from './consistency.ts';
// article-html.ts is imported on its own, like map-embed.ts: its sanitiser stays out of the other screens.
export * from './articles.ts';
export * from './youtube.ts';
export * from './albums.ts';
export * from './lead-source.ts';
export * from './schedule.ts';
