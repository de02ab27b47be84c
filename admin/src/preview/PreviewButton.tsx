import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTimeId } from '../domain.ts';
import { PUBLIC_SITE_URL } from '../env.ts';
import { copyText } from '../media/clipboard.ts';
import { errorMessage } from '../lib/errors.ts';
import { useToast } from '../lib/toast.ts';
import { createPreviewLink, fetchPreviewLinks, previewToken, revokePreviewLink } from '../providers/preview.ts';
import { PREVIEW_PATH, PREVIEW_WINDOWS, previewLinkUrl, type PreviewKind, type PreviewWindow } from './model.ts';

/**
 * "Pratinjau": the page as the site will render it, with the form's unsaved values, in a new window the size of a
 * phone or of a desktop. Nothing is saved. The window is opened at once (a browser allows a window only right on
 * a click), then the form is posted into it with the session's token, which the site checks.
 */
export function PreviewButton({
  kind,
  rowId,
  draft,
}: {
  kind: PreviewKind;
  /** The stored record; null before its first save. */
  rowId: string | null;
  /** The form's values as the record's columns. */
  draft: () => Record<string, unknown>;
}) {
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sharing, setSharing] = useState(false);

  const open = (size: PreviewWindow) => {
    setAnchor(null);
    const name = `pratinjau-${Date.now()}`;
    const { width, height } = PREVIEW_WINDOWS[size];
    const win = window.open('about:blank', name, `popup,width=${width},height=${height}`);
    void (async () => {
      try {
        const token = await previewToken();
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = PREVIEW_PATH;
        form.target = win ? name : '_blank';
        form.hidden = true;
        const fields: Record<string, string> = { token, kind, id: rowId ?? '', draft: JSON.stringify(draft()) };
        for (const [field, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = field;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
        form.remove();
      } catch (e) {
        win?.close();
        toast.failure('Pratinjau tidak dapat dibuka', e);
      }
    })();
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Visibility />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        Pratinjau
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(Object.keys(PREVIEW_WINDOWS) as PreviewWindow[]).map((size) => (
          <MenuItem key={size} onClick={() => open(size)}>
            {PREVIEW_WINDOWS[size].label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={!rowId}
          onClick={() => {
            setAnchor(null);
            setSharing(true);
          }}
        >
          {rowId ? 'Bagikan pratinjau…' : 'Bagikan pratinjau (simpan dulu sebagai draf)'}
        </MenuItem>
      </Menu>
      {rowId && sharing ? (
        <ShareDialog kind={kind} rowId={rowId} draft={draft} onClose={() => setSharing(false)} />
      ) : null}
    </>
  );
}

function ShareDialog({
  kind,
  rowId,
  draft,
  onClose,
}: {
  kind: PreviewKind;
  rowId: string;
  draft: () => Record<string, unknown>;
  onClose: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = ['preview_links', kind, rowId];
  const links = useQuery({ queryKey: key, queryFn: () => fetchPreviewLinks(kind, rowId), retry: 1 });
  const [made, setMade] = useState<{ url: string; until: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const link = await createPreviewLink(kind, rowId, draft());
      setMade({ url: previewLinkUrl(PUBLIC_SITE_URL, link.token), until: link.expires_at });
      void queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: string) => {
    try {
      await revokePreviewLink(id);
      toast.success('Tautan dicabut', 'Tautan pratinjau itu tidak dapat dibuka lagi');
      if (made) setMade(null);
      void queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      toast.failure('Gagal mencabut tautan', e);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="share-preview-title" maxWidth="sm" fullWidth>
      <DialogTitle id="share-preview-title">Bagikan pratinjau</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Siapa pun yang memegang tautan ini dapat melihat halaman seperti yang tampil di formulir sekarang, termasuk
          perubahan yang belum disimpan, selama 24 jam. Tautan dapat dicabut kapan saja.
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {made ? (
          <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
            <TextField
              label="Tautan pratinjau"
              value={made.url}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'preview-link' } }}
              fullWidth
              onFocus={(e) => e.target.select()}
            />
            <Typography variant="caption" color="text.secondary">
              Berlaku sampai {formatDateTimeId(made.until)} WIB
            </Typography>
            <Box>
              <Button
                variant="contained"
                onClick={() =>
                  copyText(made.url).then(
                    () => toast.success('Tautan disalin', 'Tempelkan di WhatsApp atau email'),
                    (e: unknown) => toast.failure('Gagal menyalin', e),
                  )
                }
              >
                Salin tautan
              </Button>
            </Box>
          </Box>
        ) : (
          <Button variant="contained" onClick={make} disabled={busy} sx={{ mb: 2 }}>
            {busy ? 'Membuat tautan…' : 'Buat tautan 24 jam'}
          </Button>
        )}
        <Typography variant="h3" sx={{ mt: 1 }}>
          Tautan yang pernah dibagikan
        </Typography>
        {links.error ? (
          <Alert severity="error">Gagal memuat tautan: {errorMessage(links.error)}</Alert>
        ) : links.data?.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Belum ada.
          </Typography>
        ) : (
          <List dense disablePadding>
            {(links.data ?? []).map((l) => (
              <ListItem
                key={l.id}
                disableGutters
                data-testid="preview-link-row"
                secondaryAction={
                  l.open ? (
                    <Button size="small" color="error" onClick={() => void revoke(l.id)}>
                      Cabut
                    </Button>
                  ) : null
                }
              >
                <ListItemText
                  primary={`Dibuat ${formatDateTimeId(l.created_at)} WIB${l.created_by ? ` oleh ${l.created_by}` : ''}`}
                  secondary={
                    l.revoked_at
                      ? `Dicabut ${formatDateTimeId(l.revoked_at)} WIB`
                      : l.open
                        ? `Berlaku sampai ${formatDateTimeId(l.expires_at)} WIB`
                        : 'Kedaluwarsa'
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}
