import {
  COLUMN_LIMITS,
  FEATURE_ICONS,
  FIELD_MESSAGES,
  featureError,
  isBlank,
  lengthError,
  type Feature,
  type FieldErrors,
} from '../domain.ts';

export const FEATURE_LIMITS = {
  title: COLUMN_LIMITS.features.title.max,
  description: COLUMN_LIMITS.features.description.max,
} as const;

type AdminFeatureIcon = (typeof FEATURE_ICONS)[number];

export const ICON_LABELS: Record<AdminFeatureIcon, string> = {
  shield: 'Perisai',
  users: 'Jamaah',
  award: 'Penghargaan',
  clock: 'Jam',
  heart: 'Hati',
  globe: 'Globe',
};

export interface FeatureDraft {
  title: string;
  description: string;
  icon: string;
  isActive: boolean;
}

/** The admin offers six icons; a new feature starts with shield. */
export const EMPTY_FEATURE: FeatureDraft = { title: '', description: '', icon: 'shield', isActive: true };

export function featureToDraft(f: Feature): FeatureDraft {
  return { title: f.title, description: f.description, icon: f.icon, isActive: f.is_active };
}

export function validateFeature(d: FeatureDraft): string | null {
  return featureError(d);
}

export function featureFieldErrors(d: FeatureDraft): FieldErrors {
  const out: FieldErrors = {};
  const title = isBlank(d.title) ? FIELD_MESSAGES.required : lengthError(d.title, FEATURE_LIMITS.title);
  if (title) out.title = title;
  const description = isBlank(d.description)
    ? FIELD_MESSAGES.required
    : lengthError(d.description, FEATURE_LIMITS.description);
  if (description) out.description = description;
  return out;
}

/** New features go last: order_index one past the largest. */
export function nextOrderIndex(features: readonly Pick<Feature, 'order_index'>[]): number {
  return features.reduce((max, f) => Math.max(max, Number(f.order_index) || 0), 0) + 1;
}

export function featurePayload(d: FeatureDraft, orderIndex?: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    title: d.title.trim(),
    description: d.description.trim(),
    icon: d.icon || 'shield',
    is_active: d.isActive,
  };
  if (orderIndex !== undefined) out.order_index = orderIndex;
  return out;
}
