import { Box, TextField, Typography } from '@mui/material';
import { DEFAULT_HOME, type HomeContent } from '../domain.ts';
import { ImageField } from '../lib/ImageField.tsx';
import { Section } from '../lib/Section.tsx';
import { displayUrl } from '../lib/media.ts';
import { homeFromStored } from './content-model.ts';
import { PageFormShell } from './PageFormShell.tsx';
import { usePageContent } from './usePageContent.ts';
import { homeErrors } from './content-validation.ts';
import { PAGE_CONTENT_LABELS, itemLabel } from '../i18n/page-labels.ts';

function HeroPreview({ hero }: { hero: HomeContent['hero'] }) {
  const bg = displayUrl(hero.backgroundImage);
  return (
    <Box
      aria-label="Pratinjau hero"
      role="img"
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        minHeight: 200,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        color: '#fff',
        p: 3,
        bgcolor: '#0b3b37',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
      // Inline: the URL changes with every keystroke, no point generating a class per value.
      style={bg ? { backgroundImage: `linear-gradient(rgba(0,0,0,0.45), rgba(0,0,0,0.55)), url("${bg}")` } : undefined}
    >
      <Box>
        <Typography sx={{ fontWeight: 800, fontSize: { xs: '1.2rem', md: '1.6rem' }, lineHeight: 1.25 }}>
          {hero.title || 'Judul hero'}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9, fontSize: '0.95rem' }}>{hero.subtitle || 'Subjudul hero'}</Typography>
      </Box>
    </Box>
  );
}

const L = PAGE_CONTENT_LABELS.home;

export default function EditHome() {
  const page = usePageContent<HomeContent>(
    'home',
    DEFAULT_HOME,
    {
      success: ['Homepage Diperbarui', 'Konten homepage berhasil disimpan'],
      failure: 'Gagal menyimpan konten homepage',
      validate: homeErrors,
    },
    homeFromStored,
  );
  const v = page.values;
  const set = page.setValues;
  const { limited } = page;
  const hero = (patch: Partial<HomeContent['hero']>) => set((s) => s && { ...s, hero: { ...s.hero, ...patch } });
  const about = (patch: Partial<HomeContent['about']>) => set((s) => s && { ...s, about: { ...s.about, ...patch } });
  const stat = (i: number, patch: Partial<HomeContent['stats'][number]>) =>
    set((s) => s && { ...s, stats: s.stats.map((x, j) => (j === i ? { ...x, ...patch } : x)) });

  return (
    <PageFormShell
      title="Edit Beranda"
      description="Atur konten hero, sekilas tentang, dan statistik di halaman utama."
      page={page}
    >
      {v ? (
        <>
          <Section title="Hero" description="Bagian paling atas halaman utama.">
            <TextField
              label={L['hero.title']}
              value={v.hero.title}
              onChange={(e) => hero({ title: e.target.value })}
              {...limited('hero.title', v.hero.title)}
            />
            <TextField
              label={L['hero.subtitle']}
              value={v.hero.subtitle}
              onChange={(e) => hero({ subtitle: e.target.value })}
              {...limited('hero.subtitle', v.hero.subtitle)}
              multiline
              minRows={2}
            />
            <ImageField
              label={L['hero.backgroundImage']}
              value={v.hero.backgroundImage}
              onChange={(url) => hero({ backgroundImage: url })}
              hint="Ukuran yang disarankan 1920x1080 piksel"
              error={page.errors['hero.backgroundImage']}
              name="hero.backgroundImage"
              previewHeight={0}
            />
            <Typography variant="subtitle2">Pratinjau</Typography>
            <HeroPreview hero={v.hero} />
          </Section>
          <Section title="Sekilas Tentang">
            <TextField
              label={L['about.title']}
              value={v.about.title}
              onChange={(e) => about({ title: e.target.value })}
              {...limited('about.title', v.about.title)}
            />
            <TextField
              label={L['about.description']}
              value={v.about.description}
              onChange={(e) => about({ description: e.target.value })}
              {...limited('about.description', v.about.description)}
              multiline
              minRows={4}
            />
          </Section>
          <Section
            title="Statistik"
            description="Sampai tiga angka. Yang diisi lengkap (angka dan keterangan) tampil di Beranda dan Tentang Kami."
          >
            {v.stats.map((s, i) => (
              <Box key={i} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 2 }}>
                <TextField
                  label={itemLabel(L['stats.*.value'], i)}
                  value={s.value}
                  onChange={(e) => stat(i, { value: e.target.value })}
                  placeholder="15.000+"
                  {...limited(`stats.${i}.value`, s.value)}
                />
                <TextField
                  label={itemLabel(L['stats.*.label'], i)}
                  value={s.label}
                  onChange={(e) => stat(i, { label: e.target.value })}
                  placeholder="Jamaah Diberangkatkan"
                  {...limited(`stats.${i}.label`, s.label)}
                />
              </Box>
            ))}
          </Section>
        </>
      ) : null}
    </PageFormShell>
  );
}
