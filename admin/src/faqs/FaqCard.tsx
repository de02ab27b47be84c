import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { ActiveChip, OrderedCardActions, type OrderedCardProps } from '../lib/CardActionButtons.tsx';
import type { AdminFaq } from './model.ts';

export function FaqCard({ faq: f, where, ...actions }: OrderedCardProps & { faq: AdminFaq; where: string }) {
  return (
    <Card component="article" aria-label={f.question}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Chip size="small" label={where} variant="outlined" sx={{ maxWidth: '70%' }} />
          <ActiveChip active={f.is_active} />
        </Box>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {f.question}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {f.answer}
        </Typography>
        <OrderedCardActions name={f.question} {...actions} />
      </CardContent>
    </Card>
  );
}
