import { useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, type DataProvider } from 'react-admin';
import { departureSiteState, todayWib, type Departure } from '../domain.ts';

const ACTIVE_WITHOUT_DEPARTURES = 'Paket aktif tanpa keberangkatan mendatang akan tampil tanpa tanggal. Simpan tetap?';

type ActiveChoice = 'save' | 'draft' | 'cancel';

/**
 * Whether the stored package has a departure the site sells (departureSiteState, the site's rule), judged by
 * the package's Pelunasan H-N as it is about to be saved (`fullPaymentDays`, null: none).
 * A failed look-up counts as none: asking once too often is better than publishing a dateless package.
 */
async function hasDepartureOnSale(
  dataProvider: DataProvider,
  packageId: string,
  fullPaymentDays: number | null = null,
): Promise<boolean> {
  const today = todayWib();
  try {
    const { data } = await dataProvider.getList<Departure>('departures', {
      filter: { package_id: packageId, 'depart_on@gte': today, status: 'open' },
      sort: { field: 'depart_on', order: 'ASC' },
      pagination: { page: 1, perPage: 500 },
    });
    return data.some((d) => departureSiteState(d, true, today, fullPaymentDays) === 'on_sale');
  } catch (e) {
    console.error(e);
    return false;
  }
}

/**
 * The question before an active package is saved with no departure on sale: save anyway, save it as a
 * draft, or go back. `confirmActive` resolves the owner's choice ('save' at once when there is nothing to ask).
 */
export function useActiveWithoutDeparturesConfirm(): {
  dialog: ReactNode;
  confirmActive(status: string, packageId?: string, fullPaymentDays?: number | null): Promise<ActiveChoice>;
} {
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const resolver = useRef<((c: ActiveChoice) => void) | null>(null);
  const answer = (c: ActiveChoice) => {
    setOpen(false);
    resolver.current?.(c);
    resolver.current = null;
  };
  const confirmActive = async (
    status: string,
    packageId?: string,
    fullPaymentDays: number | null = null,
  ): Promise<ActiveChoice> => {
    if (status !== 'active') return 'save';
    if (packageId && (await hasDepartureOnSale(dataProvider, packageId, fullPaymentDays))) return 'save';
    return new Promise<ActiveChoice>((resolve) => {
      resolver.current = resolve;
      setOpen(true);
    });
  };
  const dialog = (
    <Dialog
      open={open}
      onClose={() => answer('cancel')}
      aria-labelledby="active-without-departures-title"
      aria-describedby="active-without-departures-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="active-without-departures-title">Belum ada keberangkatan mendatang</DialogTitle>
      <DialogContent>
        <DialogContentText id="active-without-departures-text">{ACTIVE_WITHOUT_DEPARTURES}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => answer('cancel')}>Batal</Button>
        <Button onClick={() => answer('draft')} variant="outlined">
          Simpan sebagai Draft
        </Button>
        <Button onClick={() => answer('save')} variant="contained">
          Simpan tetap
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { dialog, confirmActive };
}
