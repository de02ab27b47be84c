import { describe, expect, it } from 'vitest';
import { resourcesIndonesian } from '../../admin/src/i18n/resources.ts';
import { newPackageDefaults, packageFields } from '../../admin/src/packages/model.ts';

const labels: Record<string, string | undefined> = resourcesIndonesian.resources.packages.fields;

describe('package field labels', () => {
  it('name every column the package model saves (resources.packages.fields.<column>)', () => {
    const columns = Object.keys(packageFields(newPackageDefaults()));
    expect(columns.length).toBeGreaterThan(0);
    const unlabelled = columns.filter((column) => !labels[column]?.trim());
    expect(unlabelled).toEqual([]);
  });

  it('include the slug, which only the edit form shows and the create payload adds', () => {
    expect(labels.slug?.trim()).toBeTruthy();
  });
});
