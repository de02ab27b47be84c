import { useEffect, useState } from 'react';
import { Alert, Box, Button, Skeleton, TextField, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { PUBLIC_SITE_URL } from '../env.ts';
import { Section } from '../lib/Section.tsx';
import { CopyButton } from '../lib/CopyButton.tsx';
import {
  partnerQrFileName,
  partnerShareLink,
  partnerWhatsappHref,
  partnerWhatsappText,
  type Partner,
} from './model.ts';

/** Pixels of the downloaded PNG: sharp when printed on a flyer or a banner. */
const QR_SIZE = 1024;

/** The QR of the link as a PNG data URL; the encoder is loaded only when a partner's share section opens. */
function useQrPng(text: string): { png: string | null; failed: boolean } {
  const [state, setState] = useState<{ text: string; png: string | null; failed: boolean }>({
    text,
    png: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(text, { type: 'image/png', width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then((png) => live && setState({ text, png, failed: false }))
      .catch((e: unknown) => {
        console.error(e);
        if (live) setState({ text, png: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [text]);
  return state.text === text ? state : { png: null, failed: false };
}

/**
 * What the owner hands a partner: the share link, its QR (to print or post) and a ready WhatsApp message to
 * forward it with. Shown for the stored partner.
 */
export function PartnerShare({ partner }: { partner: Pick<Partner, 'name' | 'code' | 'whatsapp' | 'active'> }) {
  const link = partnerShareLink(PUBLIC_SITE_URL, partner.code);
  const text = partnerWhatsappText(partner.name, link);
  const qr = useQrPng(link);
  return (
    <Section
      title="Bagikan"
      description="Tautan dan QR ini milik mitra ini: kunjungan, klik WhatsApp dan prospek lewat tautan ini tercatat atas namanya. Tautan berlaku setelah situs diterbitkan ulang (otomatis sesaat setelah disimpan)."
    >
      {!partner.active ? (
        <Alert severity="warning">
          Mitra nonaktif: tautannya tetap membuka situs, tetapi kunjungan tidak lagi dicatat atas nama mitra ini.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Tautan mitra"
          value={link}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'partner-link' } }}
          onFocus={(e) => e.target.select()}
          sx={{ flex: '1 1 260px', minWidth: 0 }}
        />
        <CopyButton text={link} label="Salin tautan" what="tautan" />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ width: 200, height: 200, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {qr.png ? (
            <Box
              component="img"
              src={qr.png}
              alt={`QR tautan mitra ${partner.name}`}
              width={200}
              height={200}
              sx={{ display: 'block', width: '100%', height: '100%' }}
            />
          ) : qr.failed ? (
            <Typography variant="body2" color="error" sx={{ p: 2 }}>
              QR tidak dapat dibuat. Muat ulang halaman.
            </Typography>
          ) : (
            <Skeleton variant="rectangular" width="100%" height="100%" aria-label="Membuat QR…" />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0, flex: '1 1 180px' }}>
          <Typography variant="body2" color="text.secondary">
            Cetak di brosur atau spanduk mitra, atau kirim sebagai gambar: memindainya membuka tautan di atas.
          </Typography>
          <Box>
            <Button
              variant="contained"
              startIcon={<Download />}
              component="a"
              href={qr.png ?? undefined}
              download={partnerQrFileName(partner.code)}
              disabled={!qr.png}
            >
              Unduh QR (PNG)
            </Button>
          </Box>
        </Box>
      </Box>
      <TextField
        label="Pesan WhatsApp untuk mitra"
        value={text}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<WhatsApp />}
          href={partnerWhatsappHref(partner.whatsapp, text)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Kirim lewat WhatsApp
        </Button>
        <CopyButton text={text} label="Salin pesan" what="pesan" />
      </Box>
    </Section>
  );
}
