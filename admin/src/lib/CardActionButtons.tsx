import { IconButton, type IconButtonProps } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

/** The pencil of a card, named "Edit {name}". */
export function EditIconButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <IconButton aria-label={`Edit ${name}`} onClick={onClick} size="small">
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
