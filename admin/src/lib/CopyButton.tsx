import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { copyText } from '../media/clipboard.ts';
import { useToast } from './toast.ts';

/** A button that copies `text` and says so for a moment. */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(t);
  }, [copied]);
  return (
    <Button
      variant="outlined"
      startIcon={<ContentCopy fontSize="small" />}
      onClick={async () => {
        try {
          await copyText(text);
          setCopied(true);
        } catch {
          toast.error(`Gagal menyalin ${what}`);
        }
      }}
    >
      {copied ? 'Tersalin' : label}
    </Button>
  );
}
