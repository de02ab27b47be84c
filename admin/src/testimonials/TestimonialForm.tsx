import { useState } from 'react';
import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { ImageField } from '../lib/ImageField.tsx';
import { InlineFormCard, type InlineFormProps } from '../lib/InlineFormCard.tsx';
import type { FieldErrors } from '../domain.ts';
import { limitedField } from '../lib/form-errors.ts';
import { TESTIMONIAL_LIMITS, testimonialFieldErrors, validateTestimonial, type TestimonialDraft } from './model.ts';
import { StarInput } from './Stars.tsx';
import { TESTIMONIAL_LABELS } from '../i18n/resources.ts';

export function TestimonialForm({ initial, ...frame }: InlineFormProps<TestimonialDraft>) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<TestimonialDraft>) => {
    const next = { ...d, ...patch };
    setD(next);
    // Once marked, the marks follow the typing.
    if (Object.keys(errors).length) setErrors(testimonialFieldErrors(next));
  };
  return (
    <InlineFormCard
      noun="Testimoni"
      initial={initial}
      draft={d}
      validate={validateTestimonial}
      fieldErrors={testimonialFieldErrors}
      onFieldErrors={setErrors}
      {...frame}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label={TESTIMONIAL_LABELS.name}
          value={d.name}
          onChange={(e) => set({ name: e.target.value })}
          required
          autoFocus
          {...limitedField(errors, 'name', d.name, TESTIMONIAL_LIMITS.name)}
        />
        <TextField
          label={TESTIMONIAL_LABELS.location}
          value={d.location}
          onChange={(e) => set({ location: e.target.value })}
          placeholder="Jakarta Selatan"
          {...limitedField(errors, 'location', d.location, TESTIMONIAL_LIMITS.location)}
        />
      </Box>
      <TextField
        label={TESTIMONIAL_LABELS.content}
        value={d.content}
        onChange={(e) => set({ content: e.target.value })}
        required
        {...limitedField(errors, 'content', d.content, TESTIMONIAL_LIMITS.content)}
        multiline
        minRows={3}
      />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Rating
        </Typography>
        <StarInput value={d.rating} onChange={(rating) => set({ rating })} />
      </Box>
      <ImageField
        label={TESTIMONIAL_LABELS.avatar_url}
        value={d.avatarUrl}
        onChange={(avatarUrl) => set({ avatarUrl })}
        hint="Ukuran yang disarankan 300x300 piksel (opsional)"
        error={errors.avatarUrl}
        name="avatarUrl"
        previewHeight={96}
        previewFit="contain"
      />
      <FormControlLabel
        control={<Switch checked={d.showOnHome} onChange={(e) => set({ showOnHome: e.target.checked })} />}
        label={TESTIMONIAL_LABELS.show_on_home}
      />
    </InlineFormCard>
  );
}
