import { Fragment, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router';
import { CardGrid, SkeletonGrid } from './CardGrid.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { errorMessage } from './errors.ts';
import type { InlineFormProps } from './InlineFormCard.tsx';
import { LoadErrorAlert } from './LoadErrorAlert.tsx';
import { PageHeader } from './PageHeader.tsx';
import type { CrudList } from './useCrudList.ts';
import { useInlineForm } from './useInlineForm.ts';

/** How a card screen edits one record in its inline form. */
export interface InlineEditing<T, D> {
  Form: ComponentType<InlineFormProps<D>>;
  empty: D;
  toDraft(record: T): D;
  toPayload(draft: D, mode: 'add' | 'edit'): Partial<T>;
}

export interface CardActions {
  /** Opens (or, pressed again, closes) the edit form of this card. */
  edit(): void;
  /** Asks for confirmation before deleting. */
  askDelete(): void;
}

/**
 * The screen of a card list edited in place (features, testimonials): header with
 * the add button, the inline add/edit form, load error, skeletons, cards, empty
 * text, and the delete confirmation.
 */
export function CardCrudPage<T extends RaRecord, D>({
  crud,
  editing: { Form, empty, toDraft, toPayload },
  title,
  description,
  addLabel,
  openAddOnQuery = false,
  loadErrorTitle,
  cardMinWidth,
  skeletonHeight,
  emptyText,
  renderCard,
  deleteTitle,
  deleteMessage,
}: {
  crud: CrudList<T>;
  editing: InlineEditing<T, D>;
  title: string;
  description: string;
  addLabel: string;
  /** Opens the add form when the URL says ?add=1 (the dashboard's quick actions). */
  openAddOnQuery?: boolean;
  /** e.g. 'Gagal memuat keunggulan', followed by the reason. */
  loadErrorTitle: string;
  cardMinWidth: number;
  skeletonHeight: number;
  emptyText: string;
  renderCard(record: T, actions: CardActions): ReactNode;
  deleteTitle: string;
  deleteMessage(record: T): string;
}) {
  const inline = useInlineForm(crud);
  const { form, show } = inline;
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    if (openAddOnQuery && params.get('add') === '1') {
      show({ mode: 'add' });
      setParams({}, { replace: true });
    }
  }, [openAddOnQuery, params, setParams, show]);

  return (
    <Box>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => inline.toggle({ mode: 'add' })}>
            {addLabel}
          </Button>
        }
      />
      {form ? (
        <Form
          key={inline.formKey}
          mode={form.mode}
          initial={form.mode === 'edit' ? toDraft(form.record) : empty}
          busy={crud.busy}
          onSave={(draft) => inline.save(toPayload(draft, form.mode))}
          onCancel={inline.close}
        />
      ) : null}
      {crud.error ? (
        <LoadErrorAlert onRetry={crud.refetch}>
          {loadErrorTitle}: {errorMessage(crud.error)}
        </LoadErrorAlert>
      ) : null}
      {crud.isPending ? (
        <SkeletonGrid min={cardMinWidth} height={skeletonHeight} />
      ) : crud.data?.length ? (
        <CardGrid min={cardMinWidth}>
          {crud.data.map((record) => (
            <Fragment key={record.id}>
              {renderCard(record, {
                edit: () => inline.toggle({ mode: 'edit', record }),
                askDelete: () => setToDelete(record),
              })}
            </Fragment>
          ))}
        </CardGrid>
      ) : !crud.error ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : null}
      <ConfirmDialog
        open={!!toDelete}
        title={deleteTitle}
        message={toDelete ? deleteMessage(toDelete) : ''}
        busy={crud.busy}
        onConfirm={async () => {
          if (toDelete && (await crud.remove(toDelete))) setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
