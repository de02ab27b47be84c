import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../lib/toast.ts';
import { ListEditor } from '../lib/ListEditor.tsx';
import { hasErrors, type FieldErrors } from '../domain.ts';
import { focusFirstInvalid } from '../lib/form-errors.ts';
import { FormFooter } from '../lib/FormFooter.tsx';
import { UnsavedChangesGuard } from '../lib/UnsavedChangesGuard.tsx';
import { DraftNotice } from '../lib/DraftNotice.tsx';
import {
  fullPaymentDaysOf,
  itineraryWarning,
  packageFields,
  packageFormErrors,
  validatePackageForm,
  type PackageFormValues,
} from './model.ts';
import { BasicTab } from './BasicTab.tsx';
import { GalleryTab } from './GalleryTab.tsx';
import { ItineraryTab } from './ItineraryTab.tsx';
import { DeparturesTab } from './DeparturesTab.tsx';
import { HotelFlightTab } from './HotelFlightTab.tsx';
import { CancellationTab } from './CancellationTab.tsx';
import { PACKAGE_LABELS as L } from '../i18n/resources.ts';
import { PreviewButton } from '../preview/PreviewButton.tsx';

const TABS = [
  'Informasi Dasar',
  'Keberangkatan',
  'Hotel & Penerbangan',
  'Galeri',
  L.itinerary,
  'Fasilitas',
  'Syarat & Ketentuan',
  'Pembatalan & Dokumen',
] as const;
export const DEPARTURES_TAB = 1;
const HOTEL_FLIGHT_TAB = 2;
const CANCELLATION_TAB = 7;
/** The tab holding each checked field of the package form (the first refused one is shown); others are on the first. */
const FIELD_TAB: Record<string, number> = {
  airline: HOTEL_FLIGHT_TAB,
  departureAirport: HOTEL_FLIGHT_TAB,
  cancellationTiers: CANCELLATION_TAB,
  extraDocuments: CANCELLATION_TAB,
};
// 'cancellationTiers.2.days' is on the tab of 'cancellationTiers'.
const tabOf = (field: string) => FIELD_TAB[field.split('.')[0]!] ?? 0;

/** A refusal the server gave for one field (lib/errors.ts): shown beside it, its tab opened. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/**
 * The tabbed package form shared by create and edit. All tabs edit one
 * state object, so switching tabs or a failed save never loses input.
 */
export function PackageForm({
  initial,
  mode,
  saving,
  onSubmit,
  packageId,
  initialTab = 0,
  draftKey,
  restored,
  onDiscardDraft,
  dialog,
  findings,
  serverError,
}: {
  /** The last save's refusal of one field, if the server named one. */
  serverError?: ServerFieldError | null;
  /** The stored package (or the defaults of a new one): what "unchanged" means. */
  initial: PackageFormValues;
  /** Where the typing is kept if the session ends (lib/drafts.ts). */
  draftKey: string;
  /** Typing kept from an ended session: the form starts from it, with a notice. */
  restored?: PackageFormValues | null;
  onDiscardDraft?(): void;
  /** A dialog the screen asks its questions in before saving. */
  dialog?: ReactNode;
  /** What the screen says about the stored package above the tabs (the consistency check's findings). */
  findings?: ReactNode;
  mode: 'create' | 'edit';
  /** Edit only: departures and hotels are rows of their own, saved one by one. */
  packageId?: string;
  initialTab?: number;
  saving: boolean;
  /** Resolves true when saved (the form then returns to the list), a path to go there instead, false to stay. */
  onSubmit(values: PackageFormValues): Promise<boolean | string>;
}) {
  const [values, setValues] = useState(restored ?? initial);
  const [tab, setTabState] = useState(initialTab);
  // Departure and hotel rows mount on the first visit of their tab and stay mounted (hidden) after it,
  // so unsaved rows survive a tab switch.
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([initialTab]));
  const setTab = (t: number) => {
    setTabState(t);
    setVisited((v) => (v.has(t) ? v : new Set([...v, t])));
  };
  // Departure and hotel rows with unsaved typing (they save on their own, not with the form).
  const dirtyRows = useRef(new Set<string>());
  const markDirty = useCallback((key: string, dirty: boolean) => {
    if (dirty) dirtyRows.current.add(key);
    else dirtyRows.current.delete(key);
  }, []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [initialJson] = useState(() => JSON.stringify(initial));
  const saved = useRef(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  // Read when leaving: a successful save clears it before navigating back to the list.
  const changed = () => !saved.current && JSON.stringify(valuesRef.current) !== initialJson;
  const isDirty = () => changed() || dirtyRows.current.size > 0;
  const navigate = useNavigate();
  const toast = useToast();
  const set = <K extends keyof PackageFormValues>(key: K, value: PackageFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // After a refused save the marks follow the typing.
  useEffect(() => {
    if (checked) setErrors(packageFormErrors(values));
  }, [checked, values]);

  // A new package's own defaults (9 days, a one-day itinerary to start from) are not the owner's mistake:
  // the mismatch is pointed out once the owner has changed either.
  const itineraryNotice =
    mode === 'edit' ||
    values.duration !== initial.duration ||
    JSON.stringify(values.itinerary) !== JSON.stringify(initial.itinerary)
      ? itineraryWarning(values)
      : null;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!serverError) return;
    setErrors((e) => ({ ...e, [serverError.field]: serverError.message }));
    setTab(tabOf(serverError.field));
    focusFirstInvalid(formRef.current);
  }, [serverError]);
  const tabsWithErrors = new Set(
    Object.keys(errors)
      .filter((k) => errors[k])
      .map(tabOf),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = packageFormErrors(values);
    setErrors(found);
    setChecked(true);
    const problem = validatePackageForm(values);
    if (problem || hasErrors(found)) {
      toast.error('Gagal menyimpan paket', problem ?? 'Periksa kembali field yang ditandai merah');
      const first = Object.keys(found).find((k) => found[k as keyof typeof found]);
      setTab(first ? tabOf(first) : 0);
      focusFirstInvalid(e.currentTarget as HTMLElement);
      return;
    }
    const done = await onSubmit(values);
    if (done) {
      saved.current = true;
      navigate(typeof done === 'string' ? done : '/packages');
    }
  };

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate>
      {dialog}
      <UnsavedChangesGuard dirty={isDirty} draft={{ key: draftKey, values: () => valuesRef.current, changed }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to="/packages" startIcon={<ArrowBack />} variant="text">
          Kembali
        </Button>
        {/* On a phone the title keeps its line and the buttons beside it wrap below. */}
        <Typography variant="h1" sx={{ flex: 1, minWidth: 170 }}>
          {mode === 'create' ? 'Tambah Paket' : 'Edit Paket'}
        </Typography>
        <PreviewButton kind="paket" rowId={packageId ?? null} draft={() => packageFields(valuesRef.current)} />
      </Box>
      {restored && onDiscardDraft ? <DraftNotice onDiscard={onDiscardDraft} /> : null}
      {findings}
      <Card>
        <Tabs
          value={tab}
          onChange={(_, t: number) => setTab(t)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Bagian formulir paket"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {TABS.map((label, i) => (
            <Tab
              key={label}
              label={label}
              id={`package-tab-${i}`}
              aria-controls={`package-panel-${i}`}
              // The marker says where a refused field waits when another tab is on screen.
              {...(tabsWithErrors.has(i)
                ? {
                    icon: <ErrorOutline color="error" fontSize="small" titleAccess="Ada isian yang perlu diperbaiki" />,
                    iconPosition: 'end' as const,
                    'data-has-error': 'true',
                  }
                : {})}
            />
          ))}
        </Tabs>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          {itineraryNotice ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="itinerary-warning">
              {itineraryNotice}
            </Alert>
          ) : null}
          {TABS.map((label, i) => (
            <Box
              key={label}
              role="tabpanel"
              id={`package-panel-${i}`}
              aria-labelledby={`package-tab-${i}`}
              hidden={tab !== i}
            >
              {tab === i && i === 0 ? <BasicTab values={values} set={set} errors={errors} mode={mode} /> : null}
              {i === 1 && visited.has(1) ? (
                <DeparturesTab
                  packageId={packageId}
                  markDirty={markDirty}
                  packageActive={values.status === 'active'}
                  fullPaymentDays={fullPaymentDaysOf(values.fullPaymentDays)}
                  sold={{ triple: values.priceTriple.trim() !== '', double: values.priceDouble.trim() !== '' }}
                />
              ) : null}
              {i === 2 && visited.has(2) ? (
                <HotelFlightTab values={values} set={set} errors={errors} packageId={packageId} markDirty={markDirty} />
              ) : null}
              {tab === i && i === 3 ? (
                <GalleryTab images={values.images} onChange={(images) => set('images', images)} />
              ) : null}
              {tab === i && i === 4 ? (
                <ItineraryTab days={values.itinerary} onChange={(itinerary) => set('itinerary', itinerary)} />
              ) : null}
              {tab === i && i === 5 ? (
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
                  <Box>
                    <Typography variant="h3" sx={{ mb: 1.5 }}>
                      {L.included}
                    </Typography>
                    <ListEditor
                      items={values.included}
                      onChange={(items) => set('included', items)}
                      label={L.included}
                      addLabel="Tambah Item"
                    />
                  </Box>
                  <Box>
                    <Typography variant="h3" sx={{ mb: 1.5 }}>
                      {L.excluded}
                    </Typography>
                    <ListEditor
                      items={values.excluded}
                      onChange={(items) => set('excluded', items)}
                      label={L.excluded}
                      addLabel="Tambah Item"
                    />
                  </Box>
                </Box>
              ) : null}
              {tab === i && i === 6 ? (
                <ListEditor
                  items={values.terms}
                  onChange={(items) => set('terms', items)}
                  label={L.terms}
                  addLabel="Tambah Syarat"
                />
              ) : null}
              {tab === i && i === CANCELLATION_TAB ? (
                <CancellationTab values={values} set={set} errors={errors} />
              ) : null}
            </Box>
          ))}
        </CardContent>
        <FormFooter
          cancelTo="/packages"
          saving={saving}
          saveLabel={mode === 'create' ? 'Simpan Paket' : 'Simpan Perubahan'}
        />
      </Card>
    </Box>
  );
}
