import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText, Switch, TextField, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { ImageField } from '../lib/ImageField.tsx';
import { InlineFormCard, type InlineFormProps } from '../lib/InlineFormCard.tsx';
import type { FieldErrors } from '../domain.ts';
import { fieldError, limitedField } from '../lib/form-errors.ts';
import {
  TESTIMONIAL_LIMITS,
  departureChoiceLabel,
  testimonialFieldErrors,
  validateTestimonial,
  videoStoredAs,
  type DepartureChoice,
  type TestimonialDraft,
} from './model.ts';
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
  // Every departure with its package's title, newest first: one read of the view (no embedding in the REST layer).
  const { data: departures } = useGetList<DepartureChoice>('departure_choices', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'depart_on', order: 'DESC' },
  });
  const storedAs = videoStoredAs(d.videoUrl);
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
      <TextField
        label={TESTIMONIAL_LABELS.video_url}
        value={d.videoUrl}
        onChange={(e) => set({ videoUrl: e.target.value })}
        // A pasted address is judged when the owner leaves the field, not mid-typing.
        onBlur={() => {
          const problem = testimonialFieldErrors(d).videoUrl;
          if (problem) setErrors({ ...errors, videoUrl: problem });
        }}
        placeholder="https://youtu.be/…"
        inputMode="url"
        {...fieldError(
          errors,
          'videoUrl',
          storedAs ? `Disimpan sebagai ${storedAs}` : 'Tautan video dari tombol Bagikan di YouTube (opsional)',
        )}
      />
      <TextField
        select
        label={TESTIMONIAL_LABELS.departure_id}
        value={d.departureId}
        onChange={(e) => set({ departureId: e.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        {...fieldError(errors, 'departureId', 'Keberangkatan yang diikuti jamaah (opsional)')}
      >
        <option value="">Tidak disebutkan</option>
        {/* The stored departure until the list arrives, so the value is never dropped meanwhile. */}
        {d.departureId && !departures?.some((x) => x.id === d.departureId) ? (
          <option value={d.departureId}>Keberangkatan tersimpan</option>
        ) : null}
        {(departures ?? []).map((x) => (
          <option key={x.id} value={x.id}>
            {departureChoiceLabel(x)}
          </option>
        ))}
      </TextField>
      <Box>
        <FormControlLabel
          control={<Checkbox checked={d.consent} onChange={(e) => set({ consent: e.target.checked })} name="consent" />}
          label={TESTIMONIAL_LABELS.consent}
        />
        <FormHelperText sx={{ mt: 0 }}>
          Jamaah sudah setuju nama, cerita{d.videoUrl.trim() ? ', dan videonya' : ''} ditampilkan di situs. Tanpa izin,
          testimoni tetap tersimpan tetapi tidak pernah tampil di situs.
        </FormHelperText>
      </Box>
      <FormControlLabel
        control={<Switch checked={d.showOnHome} onChange={(e) => set({ showOnHome: e.target.checked })} />}
        label={TESTIMONIAL_LABELS.show_on_home}
      />
    </InlineFormCard>
  );
}
