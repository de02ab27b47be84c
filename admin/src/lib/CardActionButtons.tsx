import { Box, Chip, IconButton, type IconButtonProps } from '@mui/material';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';

/** The pencil of a card, named "Edit {name}". */
function EditIconButton({ name, onClick, disabled }: { name: string; onClick(): void; disabled?: boolean }) {
  return (
    <IconButton aria-label={`Edit ${name}`} onClick={onClick} size="small" disabled={disabled}>
      <EditOutlined fontSize="small" />
    </IconButton>
  );
}

/** The red bin of a card, named "Hapus {name}"; it only asks, a ConfirmDialog deletes. */
export function DeleteIconButton({ name, ...props }: { name: string } & Omit<IconButtonProps, 'aria-label'>) {
  return (
    <IconButton {...props} aria-label={`Hapus ${name}`} size="small" sx={{ color: 'error.main' }}>
      <DeleteOutline fontSize="small" />
    </IconButton>
  );
}

/** How an ordered card moves and is edited or deleted: what both Keunggulan and Testimoni cards take. */
export interface OrderedCardProps {
  onEdit(): void;
  onDelete(): void;
  /** Opens the record's Riwayat. */
  onHistory?(): void;
  onMove?(direction: -1 | 1): void;
  first?: boolean;
  last?: boolean;
  busy?: boolean;
}

/**
 * The bottom row of an ordered card: Naikkan/Turunkan on the left (when it can move), Riwayat, edit and delete on
 * the right.
 */
export function OrderedCardActions({
  name,
  onEdit,
  onDelete,
  onHistory,
  onMove,
  first = false,
  last = false,
  busy = false,
}: OrderedCardProps & { name: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {onMove ? (
        <>
          <IconButton
            size="small"
            aria-label={`Naikkan ${name}`}
            title="Naikkan urutan"
            disabled={first || busy}
            onClick={() => onMove(-1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Turunkan ${name}`}
            title="Turunkan urutan"
            disabled={last || busy}
            onClick={() => onMove(1)}
            sx={{ mr: 'auto' }}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
        </>
      ) : null}
      {onHistory ? (
        <IconButton size="small" aria-label={`Riwayat ${name}`} title="Riwayat" onClick={onHistory}>
          <HistoryOutlined fontSize="small" />
        </IconButton>
      ) : null}
      {/* While a move rewrites the order, the list holds the rows as they were: editing one then would start from
          a version the move has replaced, and its save would be refused as changed elsewhere. */}
      <EditIconButton name={name} onClick={onEdit} disabled={busy} />
      <DeleteIconButton name={name} onClick={onDelete} disabled={busy} />
    </Box>
  );
}

/** "Aktif"/"Nonaktif" in a card's corner: whether the site shows it. */
export function ActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? 'Aktif' : 'Nonaktif'}
      color={active ? 'success' : 'default'}
      variant="outlined"
    />
  );
}
