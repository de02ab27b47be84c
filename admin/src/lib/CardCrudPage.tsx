import { Fragment, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CardGrid, SkeletonGrid } from './CardGrid.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { errorMessage } from './errors.ts';
import { draftKey, drafts } from './drafts.ts';
import type { InlineFormProps } from './InlineFormCard.tsx';
import { LoadErrorAlert } from './LoadErrorAlert.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { CrudList } from './useCrudList.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { useInlineForm } from './useInlineForm.ts';
import { UNDO_HINT, useUndoable } from './undoable.ts';
import { TRASH_HINT } from '../i18n/trash.ts';
import { HistoryDialog } from '../history/LazyHistory.tsx';
import { HISTORY_QUERY } from '../history/query.ts';

/** How a card screen edits one record in its inline form. */
interface InlineEditing<T, D> {
  Form: ComponentType<InlineFormProps<D>>;
  empty: D;
  toDraft(record: T): D;
  toPayload(draft: D, mode: 'add' | 'edit'): Partial<T>;
}

interface CardActions<T> {
  /** Opens (or, pressed again, closes) the edit form of this card. */
  edit(): void;
  /** Asks for confirmation, then deletes with 5 s to undo. */
  askDelete(): void;
  /** Opens this card's Riwayat (when the screen has one). */
  history?(): void;
  /** Where this card stands among the cards shown (a card waiting to be deleted is not shown). */
  index: number;
  /** The cards shown, in order: what move up/down works on. */
  list: readonly T[];
}

/**
 * The screen of a card list edited in place (features, testimonials): header with
 * the add button, the inline add/edit form (warning before its typing is lost),
 * load error, skeletons, cards, empty text, and the delete: confirmation first,
 * then the card disappears at once and the delete is sent only after the 5 s
 * "Dihapus — Batalkan" toast, as in the package list. Each card's Riwayat opens
 * in a dialog (`historyName`); `?edit=<id>` opens that card's form (the Aktivitas
 * page links there).
 */
export function CardCrudPage<T extends RaRecord, D>({
  crud,
  editing: { Form, empty, toDraft, toPayload },
  title,
  description,
  addLabel,
  openAddOnQuery = false,
  alsoLoading = false,
  loadErrorTitle,
  cardMinWidth,
  skeletonHeight,
  emptyText,
  renderCard,
  deleteTitle,
  deleteMessage,
  deletedMessage,
  headingLevel,
  historyName,
}: {
  crud: CrudList<T>;
  editing: InlineEditing<T, D>;
  title: string;
  description: string;
  addLabel: string;
  /** Opens the add form when the URL says ?add=1 (the dashboard's quick actions). */
  openAddOnQuery?: boolean;
  /** Something else the forms need (a default, a check) is still loading: the screen waits for it too. */
  alsoLoading?: boolean;
  /** e.g. 'Gagal memuat keunggulan', followed by the reason. */
  loadErrorTitle: string;
  cardMinWidth: number;
  skeletonHeight: number;
  emptyText: string;
  renderCard(record: T, actions: CardActions<T>): ReactNode;
  deleteTitle: string;
  /** What goes, e.g. 'Keunggulan "X" akan dihapus.'; the 5 s undo hint is added after it. */
  deleteMessage(record: T): string;
  /** The undo toast's text, e.g. 'Keunggulan "X" dihapus'. */
  deletedMessage(record: T): string;
  /** 'h2' when the list is part of a screen with its own title. */
  headingLevel?: 'h1' | 'h2';
  /** The record's name in its Riwayat dialog's title; the cards get no Riwayat without it. */
  historyName?(record: T): string;
}) {
  const inline = useInlineForm(crud);
  const { form, show } = inline;
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [params, setParams] = useSearchParams();
  // Cards deleted but still undoable. A deleted id stays here after the delete succeeded,
  // so the card does not flash back before the list is read again.
  const [hidden, setHidden] = useState<ReadonlySet<Identifier>>(new Set());
  const visible = crud.data?.filter((r) => !hidden.has(r.id)) ?? [];
  const undoable = useUndoable();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  // The card whose Riwayat is open.
  const [historyOf, setHistoryOf] = useState<T | null>(null);
  const loading = crud.isPending || alsoLoading;
  // Typing kept from an ended session (lib/drafts.ts), offered once in the form it was typed in.
  const [restored, setRestored] = useState<{ key: string; formKey: number; values: D } | null>(null);
  const restoreChecked = useRef(false);
  const formDraftKey = form ? draftKey(crud.resource, form.mode === 'edit' ? String(form.record.id) : null) : null;
  const restoredHere =
    restored && restored.key === formDraftKey && restored.formKey === inline.formKey ? restored : null;

  useEffect(() => {
    if (restoreChecked.current || loading || !crud.data) return;
    restoreChecked.current = true;
    for (const key of drafts.keysOf(crud.resource)) {
      const kept = drafts.read<D>(key);
      const id = key.slice(crud.resource.length + 1);
      const record = id === 'new' ? null : crud.data.find((r) => String(r.id) === id);
      if (!kept || (id !== 'new' && !record)) {
        // Its record was deleted meanwhile: nothing left to edit.
        drafts.clear(key);
        continue;
      }
      setRestored({ key, formKey: inline.formKey, values: kept.values });
      show(record ? { mode: 'edit', record } : { mode: 'add' });
      return;
    }
  }, [loading, crud.data, crud.resource, inline.formKey, show]);

  const deleteLater = (record: T) => {
    // The open edit form of a deleted card would save into nothing.
    if (form?.mode === 'edit' && form.record.id === record.id) inline.close();
    setHidden((h) => new Set(h).add(record.id));
    const unhide = () =>
      setHidden((h) => {
        const next = new Set(h);
        next.delete(record.id);
        return next;
      });
    undoable(
      deletedMessage(record),
      async () => {
        // crud.remove shows the "… Dihapus" or "Gagal menghapus …" toast; a failed delete brings the card back.
        if (!(await crud.remove(record))) unhide();
      },
      unhide,
    );
  };

  // A version put back from Riwayat: the list shows it, and so does the card's form if it is open.
  const afterRestore = async (record: T) => {
    const fresh = (await dataProvider.getOne<T>(crud.resource, { id: record.id })).data;
    void queryClient.invalidateQueries({ queryKey: [crud.resource] });
    void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY] });
    if (form?.mode === 'edit' && form.record.id === record.id) {
      drafts.clear(draftKey(crud.resource, String(record.id)));
      setRestored(null);
      show({ mode: 'edit', record: fresh });
      inline.remount();
    }
  };

  // ?edit=<id>: that card's form opens once the list is there.
  const editId = params.get('edit');
  useEffect(() => {
    if (!editId || !crud.data) return;
    const record = crud.data.find((r) => String(r.id) === editId);
    if (record) show({ mode: 'edit', record });
    setParams({}, { replace: true });
  }, [editId, crud.data, show, setParams]);

  useEffect(() => {
    if (openAddOnQuery && params.get('add') === '1') {
      show({ mode: 'add' });
      setParams({}, { replace: true });
    }
  }, [openAddOnQuery, params, setParams, show]);

  return (
    <Box>
      <ConflictDialog {...crud.conflict} />
      <PageHeader
        title={title}
        description={description}
        level={headingLevel}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            // Typing kept from an ended session, and defaults a screen reads with its list, arrive with the list.
            disabled={loading}
            onClick={() => inline.toggle({ mode: 'add' })}
          >
            {addLabel}
          </Button>
        }
      />
      {form && formDraftKey ? (
        <Form
          key={inline.formKey}
          mode={form.mode}
          initial={restoredHere ? restoredHere.values : form.mode === 'edit' ? toDraft(form.record) : empty}
          restored={
            restoredHere
              ? {
                  baseline: form.mode === 'edit' ? toDraft(form.record) : empty,
                  discard: () => {
                    drafts.clear(restoredHere.key);
                    setRestored(null);
                    inline.remount();
                  },
                }
              : null
          }
          draftKey={formDraftKey}
          busy={crud.busy}
          refused={inline.refused}
          onSave={(draft) => inline.save(toPayload(draft, form.mode), formDraftKey)}
          onCancel={inline.close}
        />
      ) : null}
      {crud.error ? (
        <LoadErrorAlert onRetry={crud.refetch}>
          {loadErrorTitle}: {errorMessage(crud.error)}
        </LoadErrorAlert>
      ) : null}
      {loading ? (
        <SkeletonGrid min={cardMinWidth} height={skeletonHeight} />
      ) : visible.length ? (
        <CardGrid min={cardMinWidth}>
          {visible.map((record, index) => (
            <Fragment key={record.id}>
              {renderCard(record, {
                edit: () => inline.toggle({ mode: 'edit', record }),
                askDelete: () => setToDelete(record),
                history: historyName ? () => setHistoryOf(record) : undefined,
                index,
                list: visible,
              })}
            </Fragment>
          ))}
        </CardGrid>
      ) : !crud.error ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : null}
      <HistoryDialog
        name={historyOf && historyName ? historyName(historyOf) : null}
        recordTable={crud.resource}
        recordId={historyOf ? String(historyOf.id) : ''}
        onClose={() => setHistoryOf(null)}
        onRestored={() => (historyOf ? afterRestore(historyOf) : undefined)}
      />
      <ConfirmDialog
        open={!!toDelete}
        title={deleteTitle}
        message={toDelete ? `${deleteMessage(toDelete)} ${UNDO_HINT} ${TRASH_HINT}` : ''}
        busy={crud.busy}
        onConfirm={() => {
          if (toDelete) deleteLater(toDelete);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
