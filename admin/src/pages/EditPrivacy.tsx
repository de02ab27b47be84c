import { TextField } from '@mui/material';
import { DEFAULT_PRIVACY, type FieldErrors, type PrivacyContent } from '../domain.ts';
import { Section } from '../lib/Section.tsx';
import { PageFormShell } from './PageFormShell.tsx';
import { usePageContent } from './usePageContent.ts';
import { PAGE_CONTENT_LABELS } from '../i18n/page-labels.ts';

function privacyErrors(v: PrivacyContent): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.title.trim()) errors.title = 'Wajib diisi';
  if (!v.body.trim()) errors.body = 'Wajib diisi';
  return errors;
}

const L = PAGE_CONTENT_LABELS.privacy;

/** /privasi (UU PDP): the text shown on the privacy page the inquiry form links to. */
export default function EditPrivacy() {
  const page = usePageContent<PrivacyContent>('privacy', DEFAULT_PRIVACY, {
    success: ['Kebijakan Privasi Diperbarui', 'Halaman Kebijakan Privasi berhasil disimpan'],
    failure: 'Gagal menyimpan Kebijakan Privasi',
    validate: privacyErrors,
  });
  const { field } = page;
  return (
    <PageFormShell
      title="Edit Kebijakan Privasi"
      description="Teks halaman /privasi: tujuan, data yang disimpan, masa simpan, dan cara meminta penghapusan data."
      page={page}
    >
      <Section title="Isi Halaman">
        <TextField label={L.title} {...field('title')} />
        <TextField
          label={L.body}
          {...field('body', 'Baris kosong memisahkan paragraf; baris yang diawali "- " menjadi daftar.')}
          multiline
          minRows={12}
        />
      </Section>
    </PageFormShell>
  );
}
