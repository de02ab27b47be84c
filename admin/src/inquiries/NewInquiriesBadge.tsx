import { Box } from '@mui/material';
import { useGetList } from 'react-admin';

/** Sidebar badge of Prospek: how many inquiries are still 'baru'. Nothing while none (or while loading). */
export function NewInquiriesBadge({ compact }: { compact: boolean }) {
  const { total } = useGetList(
    'inquiries',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' }, filter: { status: 'baru' } },
    { retry: false, refetchInterval: 60_000 },
  );
  if (!total) return null;
  return (
    <Box
      component="span"
      aria-label={`${total} prospek baru`}
      data-testid="inquiries-badge"
      sx={{
        ml: compact ? 0 : 'auto',
        minWidth: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: '#f59e0b',
        color: '#1f2937',
        fontSize: '0.75rem',
        fontWeight: 700,
        textAlign: 'center',
      }}
    >
      {total}
    </Box>
  );
}
