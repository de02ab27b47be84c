/** Personal-data requests (UU PDP): what the admin shows of a number's data, and the request log. Pure. */

export interface PersonalData {
  whatsapp: string;
  inquiries: {
    id: string;
    created_at: string;
    name: string;
    package_title: string | null;
    status: string;
    message: string;
    timeline: unknown[];
  }[];
  partners: { name: string; city: string; code: string; active: boolean; created_at: string }[];
}

export interface DataRequestLog {
  id: number;
  created_at: string;
  actor: string | null;
  kind: 'find' | 'export' | 'erase';
  masked_whatsapp: string;
  inquiries: number;
}

export const REQUEST_KIND_LABELS: Record<DataRequestLog['kind'], string> = {
  find: 'Dicari',
  export: 'Diekspor',
  erase: 'Dihapus',
};

/** The export's file name: the masked number only, so a downloads folder does not list whole numbers. */
export function exportFileName(data: Pick<PersonalData, 'whatsapp'>, now = new Date()): string {
  const d = data.whatsapp;
  const masked = d.length > 8 ? `${d.slice(0, 6)}xxx${d.slice(-4)}` : 'x'.repeat(d.length);
  return `data-pribadi-${masked}-${now.toISOString().slice(0, 10)}.json`;
}

/** "2 prospek, 1 mitra" / "Tidak ada data tersimpan untuk nomor ini". */
export function foundSummary(data: PersonalData): string {
  const parts = [
    data.inquiries.length ? `${data.inquiries.length} prospek` : '',
    data.partners.length ? `${data.partners.length} mitra` : '',
  ].filter(Boolean);
  return parts.length ? `Tersimpan: ${parts.join(', ')}` : 'Tidak ada data tersimpan untuk nomor ini';
}
