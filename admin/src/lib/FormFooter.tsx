import { Box, Button } from '@mui/material';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Link } from 'react-router';

/** The Batal / Simpan bar under a resource's full-page form (packages, hotels). */
export function FormFooter({ cancelTo, saving, saveLabel }: { cancelTo: string; saving: boolean; saveLabel: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        gap: 1,
        px: { xs: 2, md: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button component={Link} to={cancelTo} variant="outlined" disabled={saving}>
        Batal
      </Button>
      <Button type="submit" variant="contained" startIcon={<SaveOutlined />} disabled={saving}>
        {saving ? 'Menyimpan...' : saveLabel}
      </Button>
    </Box>
  );
}
