import { describe, expect, it } from 'vitest';
import { resourcesIndonesian } from '../../admin/src/i18n/resources.ts';
import { EMPTY_FAQ, faqPayload } from '../../admin/src/faqs/model.ts';
import { EMPTY_FEATURE, featurePayload } from '../../admin/src/features/model.ts';
import { EMPTY_TESTIMONIAL, testimonialPayload } from '../../admin/src/testimonials/model.ts';
import { albumPayload, emptyAlbum } from '../../admin/src/albums/model.ts';

// Every column a form saves has its Indonesian label in the i18n module (resources.<table>.fields.<column>),
// which the form reads: a column added to a payload without a label fails here.
const cases: [string, Record<string, unknown>][] = [
  ['faqs', faqPayload(EMPTY_FAQ, 0)],
  ['features', featurePayload(EMPTY_FEATURE, 0)],
  ['testimonials', testimonialPayload(EMPTY_TESTIMONIAL)],
  ['albums', albumPayload(emptyAlbum())],
];

describe('labels of the columns each form saves', () => {
  it.each(cases)('%s', (table, payload) => {
    const resources = resourcesIndonesian.resources as Record<string, { fields: Record<string, string> }>;
    const labels = resources[table]?.fields ?? {};
    const columns = Object.keys(payload);
    expect(columns.length).toBeGreaterThan(0);
    expect(columns.filter((c) => !labels[c]?.trim())).toEqual([]);
  });
});
