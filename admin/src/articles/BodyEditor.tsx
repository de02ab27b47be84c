import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  ToggleButton,
  Tooltip,
} from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { FormProvider, useForm } from 'react-hook-form';
import { RichTextInput, RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';
import type { EditorOptions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { MediaPicker } from '../lib/MediaPicker.tsx';
import { linkError } from './model.ts';

/**
 * The article body: react-admin's rich-text input (TipTap) with exactly what the site renders: paragraphs,
 * headings 2–3, bold, italic, lists, quotes, links (to a page, another site or a package) and images from the
 * media library with their alt text. Anything else pasted in is not offered here and is removed when saved.
 */
export function BodyEditor({
  label,
  value,
  onChange,
  error,
  helperText,
  packages,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
  /** Shown beside the editor in place of the hint. */
  error?: string;
  helperText: string;
  /** The packages a link can point to: their title and public address. */
  packages: { id: string; title: string; path: string }[];
}) {
  // RichTextInput is a react-admin form input: it gets a one-field form of its own, and every change is handed up.
  const form = useForm({ defaultValues: { body: value } });
  useEffect(() => {
    if (error) form.setError('body', { type: 'manual', message: error });
    else form.clearErrors('body');
  }, [error, form]);
  const options = useMemo<Partial<EditorOptions>>(
    () => ({
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3] },
          code: false,
          codeBlock: false,
          strike: false,
          underline: false,
          horizontalRule: false,
          link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } },
        }),
        Image.configure({ inline: false }),
      ],
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'data-field': 'body' },
      },
    }),
    [label],
  );
  return (
    <FormProvider {...form}>
      <Box
        sx={{
          '& .ProseMirror': {
            minHeight: 260,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 1,
            px: 2,
            py: 1,
            '& img': { maxWidth: '100%', height: 'auto' },
            '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
          },
        }}
      >
        <RichTextInput
          source="body"
          label={label}
          helperText={error ? false : helperText}
          editorOptions={options}
          onChange={(html: unknown) => onChange(typeof html === 'string' ? html : '')}
          toolbar={<BodyToolbar packages={packages} invalid={!!error} />}
        />
      </Box>
    </FormProvider>
  );
}

type Dialogs = 'link' | 'image' | 'package' | null;

function BodyToolbar({
  packages,
  invalid,
}: {
  packages: { id: string; title: string; path: string }[];
  invalid: boolean;
}) {
  const editor = useTiptapEditor();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [open, setOpen] = useState<Dialogs>(null);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', redraw);
    return () => {
      editor.off('transaction', redraw);
    };
  }, [editor]);
  // The form's "first marked field" is the editor itself.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.view.dom.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }, [editor, invalid]);
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const button = (key: string, title: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={title} key={key}>
      <ToggleButton value={key} size="small" selected={active} aria-label={title} aria-pressed={active} onClick={run}>
        {icon}
      </ToggleButton>
    </Tooltip>
  );
  const level = editor.isActive('heading', { level: 2 }) ? 'h2' : editor.isActive('heading', { level: 3 }) ? 'h3' : 'p';
  return (
    <RichTextInputToolbar size="small">
      <TextField
        select
        size="small"
        label="Gaya"
        value={level}
        onChange={(e) => {
          const v = e.target.value;
          if (v === 'p') chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: v === 'h2' ? 2 : 3 })
              .run();
        }}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="p">Paragraf</MenuItem>
        <MenuItem value="h2">Subjudul</MenuItem>
        <MenuItem value="h3">Sub-subjudul</MenuItem>
      </TextField>
      {button('bold', 'Tebal', <FormatBold />, editor.isActive('bold'), () => chain().toggleBold().run())}
      {button('italic', 'Miring', <FormatItalic />, editor.isActive('italic'), () => chain().toggleItalic().run())}
      {button('bullets', 'Daftar berbutir', <FormatListBulleted />, editor.isActive('bulletList'), () =>
        chain().toggleBulletList().run(),
      )}
      {button('numbers', 'Daftar bernomor', <FormatListNumbered />, editor.isActive('orderedList'), () =>
        chain().toggleOrderedList().run(),
      )}
      {button('quote', 'Kutipan', <FormatQuote />, editor.isActive('blockquote'), () =>
        chain().toggleBlockquote().run(),
      )}
      {button('link', 'Tautan', <InsertLink />, editor.isActive('link'), () => setOpen('link'))}
      {button('package', 'Tautan ke paket', <Inventory2Outlined />, false, () => setOpen('package'))}
      {button('image', 'Gambar', <ImageOutlined />, false, () => setOpen('image'))}
      <LinkDialog
        open={open === 'link'}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setOpen(null)}
        onDone={(href) => {
          setOpen(null);
          if (!href) chain().extendMarkRange('link').unsetLink().run();
          else if (editor.state.selection.empty && !editor.isActive('link'))
            chain()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
      <PackageLinkDialog
        open={open === 'package'}
        packages={packages}
        onClose={() => setOpen(null)}
        onDone={(p) => {
          setOpen(null);
          if (editor.state.selection.empty)
            chain()
              .insertContent({ type: 'text', text: p.title, marks: [{ type: 'link', attrs: { href: p.path } }] })
              .run();
          else chain().setLink({ href: p.path }).run();
        }}
      />
      <ImageDialog
        open={open === 'image'}
        onClose={() => setOpen(null)}
        onDone={(src, alt) => {
          setOpen(null);
          chain().setImage({ src, alt }).run();
        }}
      />
    </RichTextInputToolbar>
  );
}

function LinkDialog({
  open,
  initial,
  onClose,
  onDone,
}: {
  open: boolean;
  initial: string;
  onClose(): void;
  onDone(href: string): void;
}) {
  const [href, setHref] = useState(initial);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setHref(initial);
      setTried(false);
    }
  }, [open, initial]);
  const problem = linkError(href);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="body-link-title">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // The dialog sits inside the article form: its submit must not save the article.
          e.stopPropagation();
          setTried(true);
          if (!problem) onDone(href.trim());
        }}
      >
        <DialogTitle id="body-link-title">Tautan</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Alamat tautan"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            error={tried && !!problem}
            helperText={
              tried && problem ? problem : 'Contoh: https://kemenag.go.id atau /umroh. Kosongkan untuk melepas tautan.'
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Batal</Button>
          <Button type="submit" variant="contained">
            Pasang
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function PackageLinkDialog({
  open,
  packages,
  onClose,
  onDone,
}: {
  open: boolean;
  packages: { id: string; title: string; path: string }[];
  onClose(): void;
  onDone(p: { title: string; path: string }): void;
}) {
  const [id, setId] = useState('');
  useEffect(() => {
    if (open) setId('');
  }, [open]);
  const chosen = packages.find((p) => p.id === id);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="body-package-title">
      <DialogTitle id="body-package-title">Tautan ke paket</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Paket"
          value={id}
          onChange={(e) => setId(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          helperText="Teks yang dipilih menjadi tautan; tanpa pilihan, nama paket yang disisipkan."
        >
          <option value="">Pilih paket</option>
          {packages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onDone(chosen)}>
          Pasang
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ImageDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose(): void;
  onDone(src: string, alt: string): void;
}) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setSrc('');
      setAlt('');
      setTried(false);
    }
  }, [open]);
  const altMissing = !alt.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="body-image-title">
      <DialogTitle id="body-image-title">Gambar dari galeri media</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <MediaPicker onPick={setSrc} selected={src} />
        <TextField
          label="Keterangan gambar (alt)"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          required
          error={tried && altMissing}
          helperText={
            tried && altMissing
              ? 'Tulis apa yang terlihat di gambar, untuk pembaca layar dan mesin pencari'
              : 'Contoh: Jamaah berihram di Bir Ali'
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button
          variant="contained"
          disabled={!src}
          onClick={() => {
            setTried(true);
            if (src && !altMissing) onDone(src, alt.trim());
          }}
        >
          Sisipkan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
