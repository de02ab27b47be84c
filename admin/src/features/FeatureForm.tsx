import { useState } from 'react';
import { Box, ButtonBase, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { FEATURE_ICONS } from '../domain.ts';
import { InlineFormCard, type InlineFormProps } from '../lib/InlineFormCard.tsx';
import { FEATURE_ICON_COMPONENTS } from './icons.ts';
import type { FieldErrors } from '../domain.ts';
import { limitedField } from '../lib/form-errors.ts';
import { FEATURE_LIMITS, ICON_LABELS, featureFieldErrors, validateFeature, type FeatureDraft } from './model.ts';
import { FEATURE_LABELS } from '../i18n/resources.ts';

export function FeatureForm({ initial, ...frame }: InlineFormProps<FeatureDraft>) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<FeatureDraft>) => {
    const next = { ...d, ...patch };
    setD(next);
    if (Object.keys(errors).length) setErrors(featureFieldErrors(next));
  };
  return (
    <InlineFormCard
      noun="Keunggulan"
      initial={initial}
      draft={d}
      validate={validateFeature}
      fieldErrors={featureFieldErrors}
      onFieldErrors={setErrors}
      {...frame}
    >
      <TextField
        label={FEATURE_LABELS.title}
        value={d.title}
        onChange={(e) => set({ title: e.target.value })}
        required
        autoFocus
        {...limitedField(errors, 'title', d.title, FEATURE_LIMITS.title)}
      />
      <TextField
        label={FEATURE_LABELS.description}
        value={d.description}
        onChange={(e) => set({ description: e.target.value })}
        required
        {...limitedField(errors, 'description', d.description, FEATURE_LIMITS.description)}
        multiline
        minRows={3}
      />
      <Box role="radiogroup" aria-label={FEATURE_LABELS.icon}>
        <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }}>
          Ikon
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {FEATURE_ICONS.map((name) => {
            const Icon = FEATURE_ICON_COMPONENTS[name];
            const selected = d.icon === name;
            return (
              <ButtonBase
                key={name}
                role="radio"
                aria-checked={selected}
                aria-label={ICON_LABELS[name]}
                title={ICON_LABELS[name]}
                onClick={() => set({ icon: name })}
                sx={{
                  width: 64,
                  py: 1,
                  borderRadius: 2,
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'rgba(15,118,110,0.08)' : 'transparent',
                  flexDirection: 'column',
                  gap: 0.25,
                  color: selected ? 'primary.main' : 'text.secondary',
                }}
              >
                <Icon />
                <Typography sx={{ fontSize: '0.7rem' }}>{ICON_LABELS[name]}</Typography>
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
      <FormControlLabel
        control={<Switch checked={d.isActive} onChange={(e) => set({ isActive: e.target.checked })} />}
        label={FEATURE_LABELS.is_active}
      />
    </InlineFormCard>
  );
}
