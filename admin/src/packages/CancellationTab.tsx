import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { TERMS_LIMITS, type FieldErrors } from '../domain.ts';
import { ListEditor } from '../lib/ListEditor.tsx';
import { TiersEditor } from '../lib/TiersEditor.tsx';
import { limitedField } from '../lib/form-errors.ts';
import { PACKAGE_LABELS as L } from '../i18n/resources.ts';
import type { PackageFormValues } from './model.ts';

/**
 * Pembatalan & Dokumen: the package uses the site-wide cancellation table (Ketentuan & Dokumen) or its own,
 * and may add documents to the site-wide checklist.
 */
export function CancellationTab({
  values: v,
  set,
  errors,
}: {
  values: PackageFormValues;
  set<K extends keyof PackageFormValues>(key: K, value: PackageFormValues[K]): void;
  errors: FieldErrors;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="package-cancellation-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography
          id="package-cancellation-heading"
          variant="h3"
          component="h2"
          sx={{ fontSize: '1rem', fontWeight: 600 }}
        >
          {L.cancellation_tiers}
        </Typography>
        <RadioGroup
          aria-labelledby="package-cancellation-heading"
          value={v.useSiteTiers ? 'site' : 'own'}
          onChange={(e) => {
            const own = e.target.value === 'own';
            set('useSiteTiers', !own);
            // A first own table starts from one row the owner fills in, rather than from nothing.
            if (own && v.cancellationTiers.length === 0) set('cancellationTiers', [{ days: '0', percent: '100' }]);
          }}
        >
          <FormControlLabel value="site" control={<Radio />} label="Pakai ketentuan umum (menu Ketentuan & Dokumen)" />
          <FormControlLabel value="own" control={<Radio />} label="Tabel khusus untuk paket ini" />
        </RadioGroup>
        {v.useSiteTiers ? null : (
          <TiersEditor
            name="cancellationTiers"
            tiers={v.cancellationTiers}
            onChange={(tiers) => set('cancellationTiers', tiers)}
            errors={errors}
          />
        )}
      </Box>
      <Box component="section" aria-labelledby="package-documents-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography
          id="package-documents-heading"
          variant="h3"
          component="h2"
          sx={{ fontSize: '1rem', fontWeight: 600 }}
        >
          {L.extra_documents}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Ditambahkan di bawah daftar dokumen umum (paspor, vaksin, foto, dll.) pada halaman paket ini.
        </Typography>
        <ListEditor
          items={v.extraDocuments}
          onChange={(items) => set('extraDocuments', items)}
          label="Dokumen tambahan"
          addLabel="Tambah Dokumen"
          maxItems={TERMS_LIMITS.packageDocuments}
          itemProps={(i, value) => limitedField(errors, `extraDocuments.${i}`, value, TERMS_LIMITS.documentLength)}
        />
        {errors.extraDocuments ? (
          <Typography role="alert" color="error" variant="body2">
            {errors.extraDocuments}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
