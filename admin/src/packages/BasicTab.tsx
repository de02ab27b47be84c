import { Box, FormControlLabel, InputAdornment, Switch, TextField } from '@mui/material';
import type { PackageFormValues } from './model.ts';

type Set = <K extends keyof PackageFormValues>(key: K, value: PackageFormValues[K]) => void;

const rupiah = {
  input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
  htmlInput: { inputMode: 'numeric' as const },
};

export function BasicTab({ values: v, set }: { values: PackageFormValues; set: Set }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Judul Paket"
        value={v.title}
        onChange={(e) => set('title', e.target.value)}
        required
        placeholder="Umroh Reguler 12 Hari"
      />
      <TextField
        label="Tagline"
        value={v.tagline}
        onChange={(e) => set('tagline', e.target.value)}
        placeholder="Hotel bintang 4 dekat Masjidil Haram"
      />
      <TextField
        label="Deskripsi"
        value={v.description}
        onChange={(e) => set('description', e.target.value)}
        multiline
        minRows={4}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          select
          label="Kategori"
          value={v.category}
          onChange={(e) => set('category', e.target.value as PackageFormValues['category'])}
          required
          slotProps={{ select: { native: true } }}
        >
          <option value="">Pilih kategori</option>
          <option value="umroh">Umroh</option>
          <option value="haji">Haji</option>
        </TextField>
        <TextField
          select
          label="Status"
          value={v.status}
          onChange={(e) => set('status', e.target.value as PackageFormValues['status'])}
          slotProps={{ select: { native: true } }}
        >
          <option value="active">Aktif</option>
          <option value="draft">Draft</option>
        </TextField>
        <TextField
          label="Lokasi"
          value={v.location}
          onChange={(e) => set('location', e.target.value)}
          placeholder="Makkah - Madinah"
        />
        <TextField
          label="Tanggal Keberangkatan"
          type="date"
          value={v.departure}
          onChange={(e) => set('departure', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Durasi"
          value={v.duration}
          onChange={(e) => set('duration', e.target.value)}
          placeholder="12 Hari"
        />
        <TextField
          label="Kuota"
          type="number"
          value={v.quota}
          onChange={(e) => set('quota', e.target.value)}
          slotProps={{ htmlInput: { min: 0 } }}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        <TextField
          label="Harga Quad"
          value={v.priceQuad}
          onChange={(e) => set('priceQuad', e.target.value)}
          required
          helperText="Sekamar ber-4 (harga mulai dari)"
          slotProps={rupiah}
        />
        <TextField
          label="Harga Triple"
          value={v.priceTriple}
          onChange={(e) => set('priceTriple', e.target.value)}
          helperText="Sekamar ber-3 (opsional)"
          slotProps={rupiah}
        />
        <TextField
          label="Harga Double"
          value={v.priceDouble}
          onChange={(e) => set('priceDouble', e.target.value)}
          helperText="Sekamar ber-2 (opsional)"
          slotProps={rupiah}
        />
      </Box>
      <FormControlLabel
        control={<Switch checked={v.isPromo} onChange={(e) => set('isPromo', e.target.checked)} />}
        label="Tandai sebagai PROMO"
      />
    </Box>
  );
}
