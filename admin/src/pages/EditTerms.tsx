import { Alert, TextField } from '@mui/material';
import { TERMS_LIMITS, passportRequirement } from '../domain.ts';
import { ListEditor } from '../lib/ListEditor.tsx';
import { Section } from '../lib/Section.tsx';
import { TiersEditor } from '../lib/TiersEditor.tsx';
import { PageFormShell } from './PageFormShell.tsx';
import { usePageContent } from './usePageContent.ts';
import { PAGE_CONTENT_LABELS } from '../i18n/page-labels.ts';
import { DEFAULT_TERMS_FORM, termsFormErrors, termsFromForm, termsToForm, type TermsForm } from './terms-model.ts';

const L = PAGE_CONTENT_LABELS.terms;

const fromStored = (stored: unknown): TermsForm => termsToForm(stored);

/**
 * Ketentuan & Dokumen: the cancellation table and the document checklist every package page shows (a
 * package may replace the table and add documents in its own form), and the FAQ page too.
 */
export default function EditTerms() {
  const page = usePageContent<TermsForm>(
    'terms',
    DEFAULT_TERMS_FORM,
    {
      success: ['Ketentuan Diperbarui', 'Tabel pembatalan dan dokumen persyaratan berhasil disimpan'],
      failure: 'Gagal menyimpan Ketentuan & Dokumen',
      validate: termsFormErrors,
      toStored: termsFromForm,
    },
    fromStored,
  );
  const { values, setValues, field, errors, limited } = page;
  const set = <K extends keyof TermsForm>(key: K, value: TermsForm[K]) => setValues((v) => v && { ...v, [key]: value });
  const months = Number(values?.passportMonths);
  const words = Number(values?.passportNameWords);
  return (
    <PageFormShell
      title="Ketentuan & Dokumen"
      description="Tabel pembatalan dan daftar dokumen persyaratan yang tampil di setiap halaman paket dan di halaman FAQ."
      page={page}
    >
      {values ? (
        <>
          <Section
            title={L.cancellationTiers}
            description="Potongan dari harga paket bila jamaah membatalkan. Paket dapat memakai tabelnya sendiri (Edit Paket → Pembatalan & Dokumen). Kosongkan bila belum ingin ditampilkan."
          >
            <TiersEditor
              name="cancellationTiers"
              tiers={values.cancellationTiers}
              onChange={(tiers) => set('cancellationTiers', tiers)}
              errors={errors}
            />
          </Section>
          <Section
            title="Dokumen Persyaratan"
            description="Paspor tampil sebagai butir pertama; paket dapat menambah dokumennya sendiri."
          >
            <TextField
              label={L.passportMonths}
              {...field(
                'passportMonths',
                `${TERMS_LIMITS.passportMonths.min}–${TERMS_LIMITS.passportMonths.max} bulan dari tanggal keberangkatan`,
              )}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label={L.passportNameWords}
              {...field(
                'passportNameWords',
                `${TERMS_LIMITS.passportNameWords.min}–${TERMS_LIMITS.passportNameWords.max} kata`,
              )}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {Number.isInteger(months) && Number.isInteger(words) && months > 0 && words > 0 ? (
              <TextField
                label="Tampil di situs"
                value={passportRequirement({ passportMonths: months, passportNameWords: words })}
                slotProps={{ input: { readOnly: true } }}
                variant="filled"
              />
            ) : null}
            <ListEditor
              items={values.documents}
              onChange={(documents) => set('documents', documents)}
              label={L.documents}
              addLabel="Tambah Dokumen"
              maxItems={TERMS_LIMITS.siteDocuments}
              itemProps={(i, value) => limited(`documents.${i}`, value)}
            />
            {errors.documents ? (
              <Alert severity="error" role="alert">
                {errors.documents}
              </Alert>
            ) : null}
          </Section>
        </>
      ) : null}
    </PageFormShell>
  );
}
