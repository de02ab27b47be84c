import { Box, IconButton } from '@mui/material';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';

export function Stars({ value, size = 18 }: { value: number; size?: number }) {
  return (
    <Box role="img" aria-label={`Rating ${value} dari 5`} sx={{ display: 'flex', color: '#f59e0b' }}>
      {[1, 2, 3, 4, 5].map((n) =>
        n <= value ? <Star key={n} sx={{ fontSize: size }} /> : <StarBorder key={n} sx={{ fontSize: size }} />,
      )}
    </Box>
  );
}

export function StarInput({ value, onChange }: { value: number; onChange(n: number): void }) {
  return (
    <Box role="radiogroup" aria-label="Rating" sx={{ display: 'flex', color: '#f59e0b' }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <IconButton
          key={n}
          role="radio"
          aria-checked={n === value}
          aria-label={`${n} bintang`}
          onClick={() => onChange(n)}
          sx={{ color: 'inherit', p: 0.5 }}
        >
          {n <= value ? <Star /> : <StarBorder />}
        </IconButton>
      ))}
    </Box>
  );
}
