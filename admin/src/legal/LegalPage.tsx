import { createContext, useContext } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LEGAL, holderMatchesCompany, legalErrors, withDefaults, type LegalInfo } from '../domain.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { CardCrudPage } from '../lib/CardCrudPage.tsx';
import { DateInput } from '../lib/DateInput.tsx';
import { Section } from '../lib/Section.tsx';
import { useCrudList } from '../lib/useCrudList.ts';
import { useReorder } from '../lib/useReorder.ts';
import { PageFormShell } from '../pages/PageFormShell.tsx';
import { usePageContent } from '../pages/usePageContent.ts';
import { BankAccountCard } from './BankAccountCard.tsx';
import { BankAccountForm } from './BankAccountForm.tsx';
import {
  accountPayload,
  accountToDraft,
  newAccountDraft,
  nextAccountPosition,
  type AdminBankAccount,
  type BankAccountDraft,
} from './model.ts';
import type { InlineFormProps } from '../lib/InlineFormCard.tsx';
import { PAGE_CONTENT_LABELS } from '../i18n/page-labels.ts';

const LEGAL_QUERY = ['page_content', 'legal'] as const;
const L = PAGE_CONTENT_LABELS.legal;

/** The company name as stored: what the database checks an account's holder against. */
function useStoredCompanyName(): { name: string; pending: boolean } {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const legal = useQuery({
    queryKey: LEGAL_QUERY,
    queryFn: () => dataProvider.getPageContent('legal'),
  });
  return { name: withDefaults(DEFAULT_LEGAL, legal.data?.content).companyName, pending: legal.isPending };
}

function LegalForm() {
  const page = usePageContent<LegalInfo>('legal', DEFAULT_LEGAL, {
    success: ['Legalitas Disimpan', 'Data legalitas berhasil disimpan'],
    failure: 'Gagal menyimpan data legalitas',
    validate: legalErrors,
  });
  const v = page.values;
  const { field, setField, err } = page;
  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;
  return (
    <PageFormShell
      title="Legalitas & Rekening"
      description="Data resmi perusahaan yang tampil di halaman Legalitas, footer, halaman paket, dan data terstruktur untuk mesin pencari. Field yang kosong tidak ditampilkan di situs."
      page={page}
      saveLabel="Simpan Legalitas"
    >
      {v ? (
        <>
          {v.demo ? (
            <Alert severity="warning" data-testid="legal-demo">
              Data di bawah adalah contoh untuk demo, bukan izin perusahaan Anda. Ganti dengan data resmi, hapus centang
              &quot;Data contoh&quot;, lalu simpan. Tanda ini hanya terlihat di admin.
              <FormControlLabel
                sx={{ display: 'flex', mt: 1 }}
                control={
                  <Checkbox
                    checked={v.demo}
                    onChange={(e) => page.setValues((s) => s && { ...s, demo: e.target.checked })}
                  />
                }
                label={L.demo}
              />
            </Alert>
          ) : null}
          <Section title="Perusahaan">
            <TextField
              label={L.companyName}
              {...field('companyName', 'Contoh: PT Baitullah Tour dan Travel. Pemilik rekening resmi harus nama ini')}
            />
            <TextField
              label={L.nib}
              {...field('nib', '13 angka dari OSS')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Section>
          <Section title="Izin Penyelenggara">
            <Box sx={grid}>
              <TextField label={L.ppiuNumber} {...field('ppiuNumber')} />
              <DateInput
                label={L.ppiuDate}
                value={v.ppiuDate}
                onChange={(d) => setField('ppiuDate', d)}
                {...err('ppiuDate')}
              />
              <TextField label={L.pihkNumber} {...field('pihkNumber')} />
              <DateInput
                label={L.pihkDate}
                value={v.pihkDate}
                onChange={(d) => setField('pihkDate', d)}
                {...err('pihkDate')}
              />
            </Box>
          </Section>
          <Section title="Akreditasi & Keanggotaan">
            <Box sx={grid}>
              <TextField label={L.accreditationGrade} {...field('accreditationGrade', 'Contoh: A')} />
              <DateInput
                label={L.accreditationValidUntil}
                value={v.accreditationValidUntil}
                onChange={(d) => setField('accreditationValidUntil', d)}
                {...err('accreditationValidUntil')}
              />
            </Box>
            <TextField label={L.accreditationBody} {...field('accreditationBody')} />
            <TextField
              label={L.memberships}
              {...field('memberships', 'Satu asosiasi per baris, misalnya AMPHURI atau HIMPUH')}
              multiline
              minRows={2}
            />
          </Section>
          <Section
            title="Kementerian"
            description="Kementerian yang memberi izin dan tempat jamaah memeriksanya. Umrah dan haji kini di bawah Kementerian Haji dan Umrah (UU 14/2025): isi sesuai izin Anda."
          >
            <TextField label={L.ministryName} {...field('ministryName')} />
            <TextField
              label={L.ministryUrl}
              {...field('ministryUrl', 'Alamat situs resmi tempat izin dapat diperiksa (https://…)')}
              type="url"
            />
          </Section>
        </>
      ) : null}
    </PageFormShell>
  );
}

// The stored company name reaches the open account form through context, not through a new form component:
// a new component type would remount the form and lose its typing when the name is saved or first loaded.
const CompanyName = createContext('');

function AccountForm(props: InlineFormProps<BankAccountDraft>) {
  return <BankAccountForm {...props} companyName={useContext(CompanyName)} />;
}

function BankAccounts() {
  const stored = useStoredCompanyName();
  const companyName = stored.name;
  const crud = useCrudList<AdminBankAccount>(
    'bank_accounts',
    { field: 'position', order: 'ASC' },
    {
      created: ['Rekening Ditambahkan', 'Rekening resmi berhasil ditambahkan'],
      updated: ['Rekening Diperbarui', 'Rekening resmi berhasil diperbarui'],
      deleted: ['Rekening Dihapus', 'Rekening resmi berhasil dihapus'],
      createFailed: 'Gagal menambahkan rekening',
      updateFailed: 'Gagal memperbarui rekening',
      deleteFailed: 'Gagal menghapus rekening',
    },
    // The database checks the holder against the stored company name, which another tab may have changed:
    // after a refusal the form's hint and check then name the current one.
    [LEGAL_QUERY],
  );
  const { cardProps } = useReorder<AdminBankAccount>('bank_accounts', 'position', 'Gagal memperbarui rekening');
  return (
    <CompanyName.Provider value={companyName}>
      <CardCrudPage
        crud={crud}
        // A new account's holder starts as the company name: a form opened before it arrived would start empty.
        alsoLoading={stored.pending}
        headingLevel="h2"
        editing={{
          Form: AccountForm,
          empty: newAccountDraft(companyName),
          toDraft: accountToDraft,
          toPayload: (d, mode) =>
            accountPayload(
              d,
              mode === 'add' ? nextAccountPosition(crud.data ?? []) : undefined,
            ) as Partial<AdminBankAccount>,
        }}
        title="Rekening Resmi"
        description="Tampil di halaman Kontak, setiap halaman paket, dan di akhir pesan pemesanan WhatsApp, dengan peringatan bahwa pembayaran hanya sah ke rekening ini."
        addLabel="Tambah Rekening"
        loadErrorTitle="Gagal memuat rekening"
        cardMinWidth={260}
        skeletonHeight={140}
        emptyText="Belum ada rekening resmi."
        renderCard={(a, { edit, askDelete, history, index, list }) => (
          <BankAccountCard
            account={a}
            shown={holderMatchesCompany(a.holder, companyName)}
            onEdit={edit}
            onDelete={askDelete}
            onHistory={history}
            {...cardProps(list, index)}
          />
        )}
        historyName={(a) => `${a.bank_name} ${a.account_number}`}
        deleteTitle="Hapus rekening?"
        deleteMessage={(a) => `Rekening ${a.bank_name} ${a.account_number} akan dihapus dari situs.`}
        deletedMessage={(a) => `Rekening ${a.bank_name} dihapus`}
      />
    </CompanyName.Provider>
  );
}

export default function LegalPage() {
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <LegalForm />
      <BankAccounts />
    </Box>
  );
}
