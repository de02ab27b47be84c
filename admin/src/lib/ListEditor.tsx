import { Box, Button, IconButton, TextField } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

/** An editable list of one-line texts (included, excluded, terms, activities). */
export function ListEditor({
  items,
  onChange,
  label,
  addLabel,
  placeholder,
}: {
  items: string[];
  onChange(items: string[]): void;
  /** Accessible name of each input: "{label} 1", "{label} 2"… */
  label: string;
  addLabel: string;
  placeholder?: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {items.map((item, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            value={item}
            placeholder={placeholder}
            onChange={(e) => onChange(items.map((x, j) => (j === i ? e.target.value : x)))}
            slotProps={{ htmlInput: { 'aria-label': `${label} ${i + 1}` } }}
          />
          <IconButton
            aria-label={`Hapus ${label.toLowerCase()} ${i + 1}`}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
            size="small"
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<AddOutlined />} onClick={() => onChange([...items, ''])}>
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}
