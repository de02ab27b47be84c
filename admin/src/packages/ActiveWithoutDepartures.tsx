import { useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, type DataProvider } from 'react-admin';
import {
  checkPackageRow,
  contradictions,
  departureSiteState,
  todayWib,
  type Departure,
  type Finding,
  type PackageCheckRow,
} from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { FINDINGS_TITLE, FindingList } from './PackageFindings.tsx';

const ACTIVE_WITHOUT_DEPARTURES = 'Paket aktif tanpa keberangkatan mendatang akan tampil tanpa tanggal. Simpan tetap?';
export const ACTIVE_WITH_CONTRADICTIONS =
  'Paket aktif menampilkan data ini kepada jamaah. Perbaiki dulu, atau simpan tetap bila memang benar.';

type ActiveChoice = 'save' | 'draft' | 'cancel';

/** The Pelunasan H-N of the payload about to be saved (null: none or not a number). */
function payloadFullPaymentDays(typed?: Record<string, unknown>): number | null {
  const days = typed?.full_payment_days;
  return typeof days === 'number' && Number.isInteger(days) ? days : null;
}

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
 * The contradictions of the package as it is about to be saved: the typed columns over the stored departures and
 * hotels (a new package has none yet). A failed look-up checks the typed columns alone.
 */
export async function contradictionsOnSave(
  dataProvider: AdminDataProvider,
  typed: Record<string, unknown>,
  packageId?: string,
): Promise<Finding[]> {
  const empty = { departures: [], hotels: [], reported_price: null, reported_at: null, reference_price: null };
  let stored: Partial<PackageCheckRow> = empty;
  if (packageId) {
    try {
      stored = (await dataProvider.packageChecks(packageId))[0] ?? empty;
    } catch (e) {
      console.error(e);
    }
  }
  const row = { ...empty, ...stored, ...typed, id: packageId ?? '' } as PackageCheckRow;
  return contradictions(checkPackageRow(row, todayWib()));
}

/**
 * The question before an active package is saved with no departure on sale or with contradicting data (the
 * consistency check): save anyway, save it as a draft, or go back. `confirmActive` resolves the owner's choice
 * ('save' at once when there is nothing to ask). `typed` is the payload about to be saved.
 */
export function useActiveWithoutDeparturesConfirm(): {
  dialog: ReactNode;
  confirmActive(status: string, packageId?: string, typed?: Record<string, unknown>): Promise<ActiveChoice>;
} {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [noDeparture, setNoDeparture] = useState(true);
  const [found, setFound] = useState<Finding[]>([]);
  const resolver = useRef<((c: ActiveChoice) => void) | null>(null);
  const answer = (c: ActiveChoice) => {
    setOpen(false);
    resolver.current?.(c);
    resolver.current = null;
  };
  const confirmActive = async (
    status: string,
    packageId?: string,
    typed?: Record<string, unknown>,
  ): Promise<ActiveChoice> => {
    if (status !== 'active') return 'save';
    const [onSale, wrong] = await Promise.all([
      packageId ? hasDepartureOnSale(dataProvider, packageId, payloadFullPaymentDays(typed)) : Promise.resolve(false),
      typed ? contradictionsOnSave(dataProvider, typed, packageId) : Promise.resolve([]),
    ]);
    if (onSale && wrong.length === 0) return 'save';
    setNoDeparture(!onSale);
    setFound(wrong);
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
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="active-without-departures-title">
        {noDeparture ? 'Belum ada keberangkatan mendatang' : FINDINGS_TITLE.contradiction}
      </DialogTitle>
      <DialogContent>
        {found.length ? (
          <>
            {noDeparture ? (
              <DialogContentText sx={{ fontWeight: 700, mb: 0.5 }}>{FINDINGS_TITLE.contradiction}</DialogContentText>
            ) : null}
            <FindingList findings={found} testId="activation-contradictions" />
          </>
        ) : null}
        <DialogContentText id="active-without-departures-text" sx={found.length ? { mt: 1.5 } : undefined}>
          {noDeparture ? ACTIVE_WITHOUT_DEPARTURES : ACTIVE_WITH_CONTRADICTIONS}
        </DialogContentText>
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
