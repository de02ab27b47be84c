import { Card, CardContent, Chip, Typography } from '@mui/material';
import { OrderedCardActions, type OrderedCardProps } from '../lib/CardActionButtons.tsx';
import type { AdminBankAccount } from './model.ts';

export function BankAccountCard({
  account: a,
  shown,
  ...actions
}: OrderedCardProps & { account: AdminBankAccount; shown: boolean }) {
  const name = `${a.bank_name} ${a.account_number}`;
  return (
    <Card component="article" aria-label={name}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {a.bank_name}
        </Typography>
        <Typography component="h3" sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1.1rem' }}>
          {a.account_number}
        </Typography>
        <Typography variant="body2">a.n. {a.holder}</Typography>
        {shown ? null : (
          <Chip
            size="small"
            color="warning"
            label="Tidak tampil: pemilik bukan nama perusahaan"
            sx={{ justifySelf: 'start', mt: 0.5 }}
          />
        )}
        <OrderedCardActions name={name} {...actions} />
      </CardContent>
    </Card>
  );
}
