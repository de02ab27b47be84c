import { Alert, AlertTitle, Button } from '@mui/material';

const DRAFT_RESTORED_TITLE = 'Perubahan yang belum tersimpan dipulihkan';

/** Above a form that opened with a kept draft (lib/drafts.ts) instead of the stored record. */
export function DraftNotice({ onDiscard }: { onDiscard(): void }) {
  return (
    <Alert
      severity="info"
      data-testid="draft-notice"
      sx={{ mb: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Buang perubahan
        </Button>
      }
    >
      <AlertTitle>{DRAFT_RESTORED_TITLE}</AlertTitle>
      Isian ini diketik sebelum sesi berakhir dan belum tersimpan. Periksa, lalu simpan.
    </Alert>
  );
}
