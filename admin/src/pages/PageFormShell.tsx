import type { FormEvent, ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { formatDateTimeId } from '../domain.ts';
import { LoadErrorAlert } from '../lib/LoadErrorAlert.tsx';
import { PageHeader } from '../lib/PageHeader.tsx';
import { UnsavedChangesGuard, type DraftKeeping } from '../lib/UnsavedChangesGuard.tsx';
import { DraftNotice } from '../lib/DraftNotice.tsx';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { ConflictDialog, type ConflictDialogProps } from '../lib/ConflictDialog.tsx';
import { HistorySection } from '../history/LazyHistory.tsx';
import { PreviewButton } from '../preview/PreviewButton.tsx';
import { isPreviewPage } from '../preview/model.ts';

/** Common frame of the page-content editors: loading, load error, one save button, and the page's Riwayat. */
export function PageFormShell({
  title,
  description,
  page,
  saveLabel = 'Simpan Perubahan',
  children,
}: {
  title: string;
  description: string;
  /** What usePageContent returns. */
  page: {
    values: unknown;
    isLoading: boolean;
    loadError: string | null;
    retry(): unknown;
    saving: boolean;
    save(): unknown;
    updatedAt: string | null;
    dirty?: boolean;
    draft?: DraftKeeping;
    restored?: boolean;
    discardDraft?(): void;
    conflict?: ConflictDialogProps;
    /** The page_content row's name and how to read it again: the page's Riwayat below the form. */
    pageName?: string;
    reload?(): Promise<void>;
    /** The content a save would store now: Pratinjau shows the page with it. */
    previewContent?(): unknown;
  };
  saveLabel?: string;
  children: ReactNode;
}) {
  const { isLoading, loadError, saving, updatedAt } = page;
  const ready = !!page.values;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    page.save();
  };
  const saveButton = (
    <Button type="submit" form="page-form" variant="contained" startIcon={<SaveOutlined />} disabled={saving || !ready}>
      {saving ? 'Menyimpan...' : saveLabel}
    </Button>
  );
  return (
    <Box>
      <PageHeader title={title} description={description} />
      <UnsavedChangesGuard dirty={!!page.dirty && !saving} draft={page.draft} />
      {page.conflict ? <ConflictDialog {...page.conflict} /> : null}
      {ready && page.restored && page.discardDraft ? <DraftNotice onDiscard={page.discardDraft} /> : null}
      {loadError && !ready ? (
        <LoadErrorAlert onRetry={page.retry} mb={0}>
          Gagal memuat konten: {loadError}
        </LoadErrorAlert>
      ) : null}
      {isLoading && !ready ? <LoadingScreen fullPage={false} /> : null}
      {ready ? (
        <Box component="form" id="page-form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3 }}>
          {children}
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 5,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 2,
              py: 1.5,
              px: 2,
              mx: { xs: -2, md: -3 },
              bgcolor: 'rgba(246,247,245,0.95)',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {updatedAt ? `Terakhir diperbarui ${formatDateTimeId(updatedAt)}` : 'Belum pernah disimpan'}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {page.previewContent && isPreviewPage(page.pageName) ? (
                <PreviewButton
                  kind="halaman"
                  rowId={page.pageName}
                  draft={() => page.previewContent!() as Record<string, unknown>}
                />
              ) : null}
              {saveButton}
            </Box>
          </Box>
        </Box>
      ) : null}
      {ready && page.pageName && page.reload ? (
        <HistorySection recordTable="page_content" recordId={page.pageName} onRestored={page.reload} />
      ) : null}
    </Box>
  );
}
