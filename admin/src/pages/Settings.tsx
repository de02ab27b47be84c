import { Box, TextField } from '@mui/material';
import { DEFAULT_SETTINGS, formatWhatsapp, normalizeWhatsapp, type SiteSettings, type SocialMedia } from '../domain.ts';
import { settingsErrors } from './content-validation.ts';
import { ImageField } from '../lib/ImageField.tsx';
import { Section } from '../lib/Section.tsx';
import { PageFormShell } from './PageFormShell.tsx';
import { InquiryAlertsCard } from '../alerts/InquiryAlertsCard.tsx';
import { usePageContent } from './usePageContent.ts';
import { PAGE_CONTENT_LABELS } from '../i18n/page-labels.ts';

const L = PAGE_CONTENT_LABELS['site-settings'];

const SOCIAL: { key: keyof SocialMedia; placeholder: string }[] = [
  { key: 'facebook', placeholder: 'https://www.facebook.com/…' },
  { key: 'instagram', placeholder: 'https://www.instagram.com/…' },
  { key: 'youtube', placeholder: 'https://www.youtube.com/@…' },
  { key: 'tiktok', placeholder: 'https://www.tiktok.com/@…' },
];

export default function Settings() {
  const page = usePageContent<SiteSettings>('site-settings', DEFAULT_SETTINGS, {
    success: ['Pengaturan Disimpan', 'Pengaturan situs berhasil disimpan'],
    failure: 'Gagal menyimpan pengaturan',
    validate: settingsErrors,
  });
  const v = page.values;
  const { field, setField, limited } = page;
  const social = (key: keyof SocialMedia, value: string) =>
    page.setValues((s) => s && { ...s, socialMedia: { ...s.socialMedia, [key]: value } });

  return (
    <>
      <PageFormShell
        title="Pengaturan"
        description="Identitas situs, kontak utama, dan tautan media sosial. Alamat kantor diatur di Edit Kontak; izin resmi dan rekening di Legalitas & Rekening."
        page={page}
        saveLabel="Simpan Pengaturan"
      >
        {v ? (
          <>
            <Section title="Identitas Situs">
              <TextField label={L.siteName} {...field('siteName')} />
              <TextField
                label={L.siteDescription}
                {...field('siteDescription', 'Dipakai sebagai meta description di mesin pencari')}
                multiline
                minRows={3}
              />
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
                <ImageField
                  label={L.logo}
                  value={v.logo}
                  onChange={(url) => setField('logo', url)}
                  error={page.errors.logo}
                  name="logo"
                  previewHeight={96}
                  previewFit="contain"
                />
                <ImageField
                  label={L.favicon}
                  value={v.favicon}
                  onChange={(url) => setField('favicon', url)}
                  error={page.errors.favicon}
                  name="favicon"
                  hint="Ukuran yang disarankan 32x32 piksel"
                  previewHeight={64}
                  previewFit="contain"
                />
              </Box>
            </Section>
            <Section title="Kontak Utama">
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                <TextField label={L.contactPhone} {...field('contactPhone')} type="tel" />
                <TextField label={L.contactEmail} {...field('contactEmail')} type="email" />
                <TextField
                  label={L.whatsappNumber}
                  {...field(
                    'whatsappNumber',
                    'Dipakai di header, footer, tombol WhatsApp, dan halaman Kontak. Nomor luar negeri diawali +',
                  )}
                  type="tel"
                  // Shown back in one format (+62 812-…); what cannot be read stays as typed, marked on save.
                  onBlur={() => {
                    const n = normalizeWhatsapp(v.whatsappNumber);
                    if (n) setField('whatsappNumber', formatWhatsapp(n));
                  }}
                />
              </Box>
            </Section>
            <Section title="Media Sosial">
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                {SOCIAL.map((s) => (
                  <TextField
                    key={s.key}
                    label={L[`socialMedia.${s.key}`]}
                    value={v.socialMedia[s.key]}
                    onChange={(e) => social(s.key, e.target.value)}
                    placeholder={s.placeholder}
                    type="url"
                    {...limited(`socialMedia.${s.key}`, v.socialMedia[s.key])}
                  />
                ))}
              </Box>
            </Section>
          </>
        ) : null}
      </PageFormShell>
      {/* Its own save: the destinations go to Vault, not to the page content above. */}
      <InquiryAlertsCard />
    </>
  );
}
