import { Box, Button, Card, CardContent, IconButton, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { ListEditor } from '../lib/ListEditor.tsx';
import type { ItineraryDraft } from './model.ts';

/** Days are numbered by their position, so removing one renumbers the rest. */
export function ItineraryTab({ days, onChange }: { days: ItineraryDraft[]; onChange(days: ItineraryDraft[]): void }) {
  const update = (i: number, patch: Partial<ItineraryDraft>) =>
    onChange(days.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {days.length === 0 ? <Typography color="text.secondary">Belum ada hari dalam itinerary.</Typography> : null}
      {days.map((d, i) => (
        <Card key={i} component="section" aria-label={`Hari ${i + 1}`}>
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                sx={{
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 1.5,
                  bgcolor: 'primary.main',
                  color: '#fff',
                  fontWeight: 700,
                  fontSize: '0.85rem',
                  whiteSpace: 'nowrap',
                }}
              >
                Hari {i + 1}
              </Box>
              <TextField
                value={d.title}
                onChange={(e) => update(i, { title: e.target.value })}
                placeholder="Judul kegiatan hari ini"
                slotProps={{ htmlInput: { 'aria-label': `Judul hari ${i + 1}` } }}
              />
              <IconButton
                aria-label={`Hapus hari ${i + 1}`}
                onClick={() => onChange(days.filter((_, j) => j !== i))}
                sx={{ color: 'error.main' }}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
            <ListEditor
              items={d.activities}
              onChange={(activities) => update(i, { activities })}
              label={`Aktivitas hari ${i + 1}`}
              addLabel="Tambah Aktivitas"
              placeholder="Aktivitas"
            />
          </CardContent>
        </Card>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          onClick={() => onChange([...days, { title: '', activities: [''] }])}
        >
          Tambah Hari
        </Button>
      </Box>
    </Box>
  );
}
