import { Box, Button, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DEFAULT_CONTACT, DEFAULT_SETTINGS, withDefaults, type ContactContent, type SiteSettings } from '../domain.ts';
import { googleMapsEmbedFromInput, mapInputMessage } from '../../../domain/map-embed.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { Section } from '../lib/Section.tsx';
import { PageFormShell } from './PageFormShell.tsx';
import { usePageContent } from './usePageContent.ts';
import { contactErrors } from './content-validation.ts';
import { PAGE_CONTENT_LABELS } from '../i18n/page-labels.ts';

/** A map the site would not show is refused beside its field, never stored and dropped later. */
function contactFormErrors(v: ContactContent) {
  const map = googleMapsEmbedFromInput(v.googleMapsEmbed);
  return { ...contactErrors(v), ...(map.ok ? {} : { googleMapsEmbed: mapInputMessage(map.problem) }) };
}

/** A share link or pasted <iframe> is stored as the embed URL the site shows. */
function contactToStored(v: ContactContent): ContactContent {
  const map = googleMapsEmbedFromInput(v.googleMapsEmbed);
  return map.ok ? { ...v, googleMapsEmbed: map.embed } : v;
}

/**
 * One source per fact: the WhatsApp number, the main phone and the
 * main e-mail live in Pengaturan; this page shows them read-only with a link.
 */
function MainContactFacts() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const settings = useQuery({
    queryKey: ['page_content', 'site-settings'],
    queryFn: () => dataProvider.getPageContent('site-settings'),
  });
  const s: SiteSettings = withDefaults(DEFAULT_SETTINGS, settings.data?.content);
  const facts: [string, string][] = [
    ['WhatsApp', s.whatsappNumber],
    ['Telepon Utama', s.contactPhone],
    ['Email Utama', s.contactEmail],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        Nomor WhatsApp, telepon utama, dan email utama diatur di satu tempat (Pengaturan) dan dipakai di seluruh situs,
        termasuk halaman Kontak.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {facts.map(([label, value]) => (
          <TextField
            key={label}
            label={label}
            value={settings.isPending ? 'Memuat…' : value}
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      <Box>
        <Button component={Link} to="/settings" variant="outlined" size="small">
          Ubah di Pengaturan
        </Button>
      </Box>
    </Box>
  );
}

const L = PAGE_CONTENT_LABELS.contact;

export default function EditContact() {
  const page = usePageContent<ContactContent>('contact', DEFAULT_CONTACT, {
    success: ['Kontak Diperbarui', 'Informasi kontak berhasil disimpan'],
    failure: 'Gagal menyimpan informasi kontak',
    validate: contactFormErrors,
    toStored: contactToStored,
  });
  const v = page.values;
  const { field } = page;
  const map = googleMapsEmbedFromInput(v?.googleMapsEmbed);
  const mapTyped = v?.googleMapsEmbed.trim() ?? '';
  // Said before saving, so the owner sees what the typed link becomes.
  const mapHint =
    map.ok && map.embed !== '' && map.embed !== mapTyped
      ? `Disimpan sebagai peta: ${map.embed}`
      : 'Tempel tautan Google Maps (…/maps/place/…) atau kode <iframe> dari Bagikan → Sematkan peta';
  return (
    <PageFormShell
      title="Edit Kontak"
      description="Alamat, telepon, email, dan jam operasional di halaman Kontak."
      page={page}
    >
      <Section title="Kontak Utama">
        <MainContactFacts />
      </Section>
      <Section title="Alamat & Kontak Tambahan">
        <TextField
          label={L.address}
          {...field('address', 'Dipakai di halaman Kontak, di footer setiap halaman, dan di data untuk Google')}
          multiline
          minRows={2}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label={L.phone2} {...field('phone2', 'Contoh: +62 21 3190 4545')} type="tel" />
          <TextField label={L.email2} {...field('email2')} type="email" />
        </Box>
      </Section>
      <Section title="Jam Operasional & Peta">
        <TextField
          label={L.operationalHours}
          {...field('operationalHours', 'Satu baris per hari atau rentang hari')}
          multiline
          minRows={3}
        />
        <TextField
          label={L.googleMapsEmbed}
          {...field('googleMapsEmbed', mapHint)}
          multiline
          minRows={3}
          slotProps={{ formHelperText: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </Section>
    </PageFormShell>
  );
}
