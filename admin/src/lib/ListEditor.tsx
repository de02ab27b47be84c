import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

/** An editable list of one-line texts (included, excluded, terms, activities). */
export function ListEditor({
  items,
  onChange,
  label,
  addLabel,
  placeholder,
  itemProps,
  maxItems,
}: {
  items: string[];
  onChange(items: string[]): void;
  /** Accessible name of each input: "{label} 1", "{label} 2"… */
  label: string;
  addLabel: string;
  placeholder?: string;
  /** error/helperText/name of item i (its refusal or its length counter, lib/form-errors.ts). */
  itemProps?(i: number, value: string): { name?: string; error?: boolean; helperText?: string };
  /** The most items the list takes: the add button says so and stops there. */
  maxItems?: number;
}) {
  const full = maxItems !== undefined && items.length >= maxItems;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {items.map((item, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            {...itemProps?.(i, item)}
            value={item}
            placeholder={placeholder}
            onChange={(e) => onChange(items.map((x, j) => (j === i ? e.target.value : x)))}
            slotProps={{ htmlInput: { 'aria-label': `${label} ${i + 1}` } }}
          />
          <IconButton
            aria-label={`Hapus ${label.toLowerCase()} ${i + 1}`}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
            size="small"
            sx={{ mt: 1 }}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<AddOutlined />} onClick={() => onChange([...items, ''])} disabled={full}>
          {addLabel}
        </Button>
        {maxItems !== undefined ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {items.length}/{maxItems}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
