import { useCallback } from 'react';
import { TextField } from '@mui/material';
import { DEFAULT_ABOUT, type AboutContent } from '../domain.ts';
import { Section } from '../lib/Section.tsx';
import { mergeContent } from './content-model.ts';
import { PageFormShell } from './PageFormShell.tsx';
import { usePageContent } from './usePageContent.ts';

export default function EditAbout() {
  const fromStored = useCallback((stored: unknown) => mergeContent(DEFAULT_ABOUT, stored), []);
  const page = usePageContent<AboutContent>('about', fromStored, {
    success: ['Halaman Tentang Diperbarui', 'Konten halaman tentang berhasil disimpan'],
    failure: 'Gagal menyimpan konten halaman tentang',
  });
  const v = page.values;
  const field = (key: keyof AboutContent) => ({
    value: v?.[key] ?? '',
    onChange: (e: { target: { value: string } }) => page.setValues((s) => s && { ...s, [key]: e.target.value }),
  });
  return (
    <PageFormShell
      title="Edit Tentang Kami"
      description="Profil perusahaan, visi, misi, dan sertifikasi di halaman Tentang Kami."
      isLoading={page.isLoading}
      loadError={page.loadError}
      retry={page.retry}
      ready={!!v}
      saving={page.saving}
      onSave={page.save}
      updatedAt={page.updatedAt}
    >
      <Section title="Profil Perusahaan">
        <TextField label="Judul" {...field('title')} />
        <TextField label="Deskripsi" {...field('description')} multiline minRows={4} />
        <TextField label="Pengalaman" {...field('experience')} placeholder="Lebih dari 15 tahun melayani tamu Allah" />
      </Section>
      <Section title="Visi & Misi">
        <TextField label="Visi" {...field('vision')} multiline minRows={2} />
        <TextField label="Misi" {...field('mission')} multiline minRows={4} helperText="Satu poin per baris" />
      </Section>
      <Section title="Sertifikasi & Keanggotaan">
        <TextField
          label="Sertifikasi dan Keanggotaan"
          {...field('certification')}
          multiline
          minRows={4}
          helperText="Satu item per baris"
        />
      </Section>
    </PageFormShell>
  );
}
