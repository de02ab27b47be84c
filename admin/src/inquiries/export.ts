import writeXlsxFile from 'write-excel-file/browser';
import { downloadCSV } from 'react-admin';
import { supabase } from '../providers/supabase.ts';
import { SHEET_COLUMNS, fetchAllPages, inquiryCsvRows, inquirySheet, toCsv, type InquiryOverview } from './model.ts';

/**
 * Loaded only when the owner exports (InquiryList imports it on click), so the spreadsheet writer does not
 * weigh on the admin's first load.
 */

/**
 * Every inquiry matching the list's filter (ra-data-postgrest keys such as `created_at@gte`), newest first,
 * page by page. The id breaks ties, so rows sent in the same instant are neither repeated nor skipped
 * between pages.
 */
export async function loadAllInquiries(filter: Record<string, string>): Promise<InquiryOverview[]> {
  return fetchAllPages(async (from, to) => {
    let query = supabase.from('inquiry_overview').select('*');
    for (const [key, value] of Object.entries(filter)) {
      const [column, operator = 'eq'] = key.split('@');
      query = query.filter(column, operator, value);
    }
    const { data, error } = await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to);
    if (error) throw error;
    return (data ?? []) as InquiryOverview[];
  });
}

export async function downloadXlsx(rows: InquiryOverview[], fileName: string): Promise<void> {
  await writeXlsxFile(inquirySheet(rows), { sheet: 'Prospek', columns: SHEET_COLUMNS, stickyRowsCount: 1 }).toFile(
    fileName,
  );
}

export function downloadCsv(rows: InquiryOverview[], fileName: string): void {
  downloadCSV(toCsv(inquiryCsvRows(rows)), fileName);
}
