import { TextField } from '@mui/material';
import { DEFAULT_ABOUT, type AboutContent } from '../domain.ts';
import { Section } from '../lib/Section.tsx';
import { PageFormShell } from './PageFormShell.tsx';
import { usePageContent } from './usePageContent.ts';
import { aboutErrors } from './content-validation.ts';
import { PAGE_CONTENT_LABELS } from '../i18n/page-labels.ts';

const L = PAGE_CONTENT_LABELS.about;

export default function EditAbout() {
  const page = usePageContent<AboutContent>('about', DEFAULT_ABOUT, {
    success: ['Halaman Tentang Diperbarui', 'Konten halaman tentang berhasil disimpan'],
    failure: 'Gagal menyimpan konten halaman tentang',
    validate: aboutErrors,
  });
  const { field } = page;
  return (
    <PageFormShell
      title="Edit Tentang Kami"
      description="Profil perusahaan, visi, misi, dan sertifikasi di halaman Tentang Kami."
      page={page}
    >
      <Section title="Profil Perusahaan">
        <TextField label={L.title} {...field('title')} />
        <TextField label={L.description} {...field('description')} multiline minRows={4} />
        <TextField
          label={L.experience}
          {...field('experience')}
          placeholder="Lebih dari 15 tahun melayani tamu Allah"
        />
      </Section>
      <Section title="Visi & Misi">
        <TextField label={L.vision} {...field('vision')} multiline minRows={2} />
        <TextField label={L.mission} {...field('mission', 'Satu poin per baris')} multiline minRows={4} />
      </Section>
      <Section title="Sertifikasi & Keanggotaan">
        <TextField label={L.certification} {...field('certification', 'Satu item per baris')} multiline minRows={4} />
      </Section>
    </PageFormShell>
  );
}
