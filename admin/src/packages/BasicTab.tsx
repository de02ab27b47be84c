import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { CATEGORY_LABEL, parseWibDateTime, scheduleLabel, type FieldErrors } from '../domain.ts';
import { IdrInput } from '../lib/IdrInput.tsx';
import { fieldError, limitedField } from '../lib/form-errors.ts';
import { PACKAGE_LABELS as L, PACKAGE_STATUS_LABELS } from '../i18n/resources.ts';
import { PACKAGE_TEXT_LIMITS, type PackageFormValues } from './model.ts';

type Set = <K extends keyof PackageFormValues>(key: K, value: PackageFormValues[K]) => void;

/** Under a schedule field: the time it names ("Terjadwal: Senin, 1 Desember 2026 08.00 WIB"), else what it does. */
function scheduleHint(typed: string, what: string, empty: string): string {
  const at = parseWibDateTime(typed);
  return at ? `${what}: ${scheduleLabel(at)}` : empty;
}

export function BasicTab({
  values: v,
  set,
  errors,
  mode = 'create',
}: {
  values: PackageFormValues;
  set: Set;
  errors: FieldErrors;
  mode?: 'create' | 'edit';
}) {
  const err = (name: string, hint?: string) => fieldError(errors, name, hint);
  const limited = (name: keyof typeof PACKAGE_TEXT_LIMITS, hint?: string) =>
    limitedField(errors, name, v[name], PACKAGE_TEXT_LIMITS[name], hint);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={L.title}
        value={v.title}
        onChange={(e) => set('title', e.target.value)}
        required
        placeholder="Umroh Reguler 12 Hari"
        {...limited('title')}
      />
      {mode === 'edit' ? (
        <TextField
          label={L.slug}
          value={v.slug}
          onChange={(e) => set('slug', e.target.value)}
          {...limited(
            'slug',
            'Huruf kecil, angka, dan tanda hubung. Jika diubah, alamat lama dialihkan otomatis ke alamat baru.',
          )}
        />
      ) : null}
      <TextField
        label={L.tagline}
        value={v.tagline}
        onChange={(e) => set('tagline', e.target.value)}
        placeholder="Hotel bintang 4 dekat Masjidil Haram"
        {...limited('tagline')}
      />
      <TextField
        label={L.description}
        value={v.description}
        onChange={(e) => set('description', e.target.value)}
        multiline
        minRows={4}
        {...limited('description')}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          select
          label={L.category}
          value={v.category}
          onChange={(e) => set('category', e.target.value as PackageFormValues['category'])}
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...err('category')}
        >
          <option value="">Pilih kategori</option>
          <option value="umroh">{CATEGORY_LABEL.umroh}</option>
          <option value="haji">{CATEGORY_LABEL.haji}</option>
        </TextField>
        <TextField
          select
          label={L.status}
          value={v.status}
          onChange={(e) => set('status', e.target.value as PackageFormValues['status'])}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="active">{PACKAGE_STATUS_LABELS.active}</option>
          <option value="draft">{PACKAGE_STATUS_LABELS.draft}</option>
        </TextField>
        <TextField
          label={L.location}
          value={v.location}
          onChange={(e) => set('location', e.target.value)}
          placeholder="Makkah - Madinah"
          {...limited('location')}
        />
        <TextField
          label={L.duration}
          value={v.duration}
          onChange={(e) => set('duration', e.target.value)}
          placeholder="12 Hari"
          {...limited('duration')}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        <IdrInput
          label={L.price_quad}
          value={v.priceQuad}
          onChange={(value) => set('priceQuad', value)}
          required
          {...err('priceQuad', 'Sekamar ber-4 (harga mulai dari)')}
        />
        <IdrInput
          label={L.price_triple}
          value={v.priceTriple}
          onChange={(value) => set('priceTriple', value)}
          {...err('priceTriple', 'Sekamar ber-3 (opsional)')}
        />
        <IdrInput
          label={L.price_double}
          value={v.priceDouble}
          onChange={(value) => set('priceDouble', value)}
          {...err('priceDouble', 'Sekamar ber-2 (opsional)')}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label={L.publish_at}
          value={v.publishAt}
          onChange={(e) => set('publishAt', e.target.value)}
          placeholder="dd/mm/yyyy jj.mm"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off' } }}
          {...err(
            'publishAt',
            scheduleHint(v.publishAt, 'Terjadwal', 'Opsional: paket Draft aktif sendiri pada waktunya'),
          )}
        />
        <TextField
          label={L.unpublish_at}
          value={v.unpublishAt}
          onChange={(e) => set('unpublishAt', e.target.value)}
          placeholder="dd/mm/yyyy jj.mm"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off' } }}
          {...err(
            'unpublishAt',
            scheduleHint(v.unpublishAt, 'Turun', 'Opsional: paket kembali menjadi Draft pada waktunya'),
          )}
        />
      </Box>
      <FormControlLabel
        control={<Switch checked={v.isPromo} onChange={(e) => set('isPromo', e.target.checked)} />}
        label={L.is_promo}
      />
      {v.isPromo && (
        <TextField
          label={L.promo_ends_at}
          value={v.promoEndsAt}
          onChange={(e) => set('promoEndsAt', e.target.value)}
          placeholder="dd/mm/yyyy jj.mm"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off' } }}
          sx={{ maxWidth: { sm: '50%' } }}
          {...err(
            'promoEndsAt',
            scheduleHint(v.promoEndsAt, 'Berakhir', 'Opsional: label PROMO hilang sendiri pada waktunya'),
          )}
        />
      )}
      <Box component="section" aria-labelledby="package-payment-heading" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="package-payment-heading" variant="h3" component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          Pembayaran
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <IdrInput
            label={L.booking_fee}
            value={v.bookingFee}
            onChange={(value) => set('bookingFee', value)}
            {...err('bookingFee', 'Dibayar saat mendaftar untuk mengunci kursi (opsional)')}
          />
          <TextField
            label={L.full_payment_days}
            value={v.fullPaymentDays}
            onChange={(e) => set('fullPaymentDays', e.target.value)}
            placeholder="30"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...err('fullPaymentDays', 'Hari sebelum keberangkatan, 0 sampai 365')}
          />
        </Box>
      </Box>
    </Box>
  );
}
