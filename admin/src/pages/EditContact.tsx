import { Alert, Box, TextField } from '@mui/material';
import { DEFAULT_CONTACT, googleMapsEmbedSrc, type ContactContent } from '../domain.ts';
import { Section } from '../lib/Section.tsx';
import { PageFormShell } from './PageFormShell.tsx';
import { usePageContent } from './usePageContent.ts';

export default function EditContact() {
  const page = usePageContent<ContactContent>('contact', DEFAULT_CONTACT, {
    success: ['Kontak Diperbarui', 'Informasi kontak berhasil disimpan'],
    failure: 'Gagal menyimpan informasi kontak',
  });
  const v = page.values;
  const { field } = page;
  const embed = v?.googleMapsEmbed.trim() ?? '';
  const mapUnrecognised = embed !== '' && googleMapsEmbedSrc(embed) === null;
  return (
    <PageFormShell
      title="Edit Kontak"
      description="Alamat, telepon, email, dan jam operasional di halaman Kontak."
      page={page}
    >
      <Section title="Alamat & Telepon">
        <TextField label="Alamat" {...field('address')} multiline minRows={2} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label="Telepon 1" {...field('phone1')} type="tel" />
          <TextField label="Telepon 2" {...field('phone2')} type="tel" />
          <TextField label="WhatsApp" {...field('whatsapp')} type="tel" helperText="Contoh: +62 812-3456-7890" />
        </Box>
      </Section>
      <Section title="Email">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label="Email Utama" {...field('email1')} type="email" />
          <TextField label="Email Booking" {...field('email2')} type="email" />
        </Box>
      </Section>
      <Section title="Jam Operasional & Peta">
        <TextField
          label="Jam Operasional"
          {...field('operationalHours')}
          multiline
          minRows={3}
          helperText="Satu baris per hari atau rentang hari"
        />
        <TextField
          label="Kode Embed Google Maps (opsional)"
          {...field('googleMapsEmbed')}
          multiline
          minRows={3}
          helperText="Tempel kode <iframe> dari Google Maps (Bagikan → Sematkan peta)"
        />
        {mapUnrecognised ? (
          <Alert severity="warning">
            Kode embed tidak dikenali sebagai peta Google Maps, sehingga peta tidak akan ditampilkan di situs.
          </Alert>
        ) : null}
      </Section>
    </PageFormShell>
  );
}
