/** Riwayat: a recorded change read as the owner's fields, before → after, in Indonesian. Pure. */
import {
  ARTICLE_CATEGORY_LABEL,
  CATEGORY_LABEL,
  cancellationRows,
  formatDateId,
  formatDateTimeId,
  formatIdr,
  isCancellationTiers,
  type PageName,
} from '../domain.ts';
import {
  ALBUM_STATUS_LABELS,
  ARTICLE_STATUS_LABELS,
  DEPARTURE_STATUS_LABELS,
  PACKAGE_STATUS_LABELS,
  resourcesIndonesian,
} from '../i18n/resources.ts';
import { PAGE_CONTENT_KIND, PAGE_CONTENT_LABELS, PAGE_NAMES, itemLabel } from '../i18n/page-labels.ts';
import { ICON_LABELS } from '../features/model.ts';
import { SITE_WIDE_LABEL } from '../faqs/model.ts';

/** A row of public.content_activity (public.content_history with the names the owner knows). */
export interface HistoryEntry {
  id: number;
  table_name: string;
  row_id: string;
  changed_at: string;
  changed_by: string | null;
  op: 'insert' | 'update' | 'delete';
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
  /** The screen's record the change belongs to: a departure's package, a photo's album, a page's name. */
  record_table?: string;
  record_id?: string;
  /** The record's name (a page's name for page content). */
  title?: string | null;
  /** The changed row's own name when it is part of a record: a departure's date, a hotel, a photo's caption. */
  item_title?: string | null;
  /** Whether the record can still be opened. */
  record_exists?: boolean;
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
  /** A long text or an article body: the excerpts around the first difference stand for the whole text. */
  long?: boolean;
}

export const OP_LABELS: Record<HistoryEntry['op'], string> = {
  insert: 'Dibuat',
  update: 'Diubah',
  delete: 'Dihapus',
};

/** The tables whose changes are recorded, in the order the Aktivitas filter lists them. */
export const HISTORY_TABLES = [
  'packages',
  'departures',
  'package_hotels',
  'hotels',
  'articles',
  'albums',
  'album_photos',
  'testimonials',
  'features',
  'faqs',
  'page_content',
  'bank_accounts',
  'partners',
] as const;

type Resources = Record<string, { name?: string; fields: Record<string, string> }>;
const RESOURCES = resourcesIndonesian.resources as unknown as Resources;

/** The kind of data a table holds, as the owner says it: "Paket", "Keberangkatan", "Halaman & Pengaturan". */
export function kindLabel(table: string): string {
  if (table === 'page_content') return PAGE_CONTENT_KIND;
  const name = RESOURCES[table]?.name;
  return name ? name.split('||||')[0]!.trim() : table;
}

/** A page_content row's page ('home') by the name the owner knows it by ('Beranda'). */
export function pageLabel(pageName: string): string {
  return PAGE_NAMES[pageName as PageName] ?? pageName;
}

/** Columns that change with every save, are the row's key, or name the record the row belongs to. */
const NOT_SHOWN = new Set(['id', 'created_at', 'updated_at']);
const PARENT_KEY: Record<string, string> = {
  departures: 'package_id',
  package_hotels: 'package_id',
  album_photos: 'album_id',
};

/** Stored values that stand for a word: a status, a category, a city, an icon. */
const VALUE_LABELS: Record<string, Record<string, Record<string, string>>> = {
  packages: { status: PACKAGE_STATUS_LABELS, category: CATEGORY_LABEL },
  articles: { status: ARTICLE_STATUS_LABELS, category: ARTICLE_CATEGORY_LABEL },
  albums: { status: ALBUM_STATUS_LABELS },
  hotels: { city: resourcesIndonesian.resources.hotels.cities },
  departures: { status: DEPARTURE_STATUS_LABELS },
  features: { icon: ICON_LABELS },
};

/** What an empty reference means on a table: an FAQ without a package is the site-wide one. */
const EMPTY_REFERENCE: Record<string, Record<string, string>> = { faqs: { package_id: SITE_WIDE_LABEL } };

/** Rupiah amounts as the admin shows them. */
const MONEY = /^(price_|booking_fee$)/;
/** Another record named by its id: a package, a departure, a hotel. */
const REFERENCE = /(^|_)(package|departure|hotel|album)_ids?$/;
/** Images, shown by their file's name. */
const IMAGE = /(^|_|\.)(image|images|image_url|cover_image|avatar_url|logo|favicon|backgroundImage)$/;
/** Texts the owner reads as a whole page of writing, never in full in the history. */
const RICH_TEXT: Record<string, readonly string[]> = { articles: ['body'] };
/** Longer than this, a text is shown as the excerpts around its first difference. */
const LONG_TEXT = 120;
const EXCERPT = 90;

/** Names of records a change may point at (package id → its title), as the screens know them. */
export type ReferenceNames = Readonly<Record<string, string>>;

function fileName(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** An HTML body as the words it shows: tags dropped, entities read, spaces collapsed. Never rendered as HTML. */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/blockquote|\/figcaption)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The parts of two texts around where they first differ, each at most EXCERPT characters, "…" where cut. */
export function excerpts(before: string, after: string): { before: string; after: string } {
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same++;
  let start = Math.max(0, same - 30);
  // Starts at a word where there is one close by.
  const space = before.lastIndexOf(' ', start);
  if (start > 0 && space >= 0 && start - space < 15) start = space + 1;
  const cut = (text: string) => {
    if (!text) return '—';
    const part = text.slice(start, start + EXCERPT);
    return `${start > 0 ? '…' : ''}${part}${start + EXCERPT < text.length ? '…' : ''}`;
  };
  return { before: cut(before), after: cut(after) };
}

function itemText(v: unknown): string {
  if (v && typeof v === 'object')
    return Object.values(v as Record<string, unknown>)
      .flatMap((x) => (Array.isArray(x) ? x : [x]))
      .filter((x) => x !== '' && x !== null && x !== undefined)
      .map(String)
      .join(' – ');
  return String(v);
}

/** One value as the owner reads it: "Rp 29.500.000", "Ya", "10 Maret 2027", a list's items, "—" for nothing. */
export function shownValue(field: string, value: unknown, table = '', names: ReferenceNames = {}): string {
  if (value === null || value === undefined || value === '') {
    return EMPTY_REFERENCE[table]?.[field] ?? '—';
  }
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  const words = VALUE_LABELS[table]?.[field];
  if (words && typeof value === 'string') return words[value] ?? value;
  if (MONEY.test(field) && (typeof value === 'number' || /^\d+$/.test(String(value)))) return formatIdr(Number(value));
  if (REFERENCE.test(field)) {
    const ids = Array.isArray(value) ? value.map(String) : [String(value)];
    if (ids.length === 0) return '—';
    return ids.map((id) => names[id] ?? `#${id.slice(0, 8)}`).join(' · ');
  }
  if (IMAGE.test(field)) {
    const urls = Array.isArray(value) ? value.map(String) : [String(value)];
    return urls.length ? urls.map(fileName).join(' · ') : '—';
  }
  if (isCancellationTiers(value) && /tiers$/i.test(field))
    return value.length
      ? cancellationRows(value)
          .map((r) => `${r.when}: ${r.cost}`)
          .join(' · ')
      : '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(itemText).join(' · ');
  if (typeof value === 'object') return itemText(value);
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateId(value);
    if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return `${formatDateTimeId(value)} WIB`;
  }
  return String(value);
}

/** A page document's fields by path ('hero.title', 'stats.0.value'); a list the page labels whole stays whole. */
function flatten(value: unknown, labels: Record<string, string>, prefix = '', out = new Map<string, unknown>()) {
  const generic = prefix.replace(/\.\d+(?=\.|$)/g, '.*');
  const labelled = prefix !== '' && (labels[prefix] !== undefined || labels[generic] !== undefined);
  if (value && typeof value === 'object' && !labelled) {
    const objectList = Array.isArray(value) && value.some((v) => v && typeof v === 'object');
    if (!Array.isArray(value) || objectList) {
      for (const [k, v] of Object.entries(value)) flatten(v, labels, prefix ? `${prefix}.${k}` : k, out);
      return out;
    }
  }
  if (prefix) out.set(prefix, value);
  return out;
}

/** The label of a page document's field: its own, or its list's with the position counted from 1. */
function pageFieldLabel(labels: Record<string, string>, path: string): string {
  if (labels[path]) return labels[path];
  const index = /\.(\d+)(?=\.|$)/.exec(path);
  const generic = labels[path.replace(/\.\d+(?=\.|$)/g, '.*')];
  return generic && index ? itemLabel(generic, Number(index[1])) : path;
}

/** The labels of a table's fields, from the same module the forms read theirs from. */
export function labelsOf(table: string): Record<string, string> {
  return RESOURCES[table]?.fields ?? {};
}

function change(
  table: string,
  field: string,
  label: string,
  entry: Pick<HistoryEntry, 'old' | 'new'>,
  before: unknown,
  after: unknown,
  names: ReferenceNames,
): FieldChange {
  const rich = RICH_TEXT[table]?.includes(field);
  const shown = (side: 'old' | 'new', value: unknown) => {
    if (!entry[side]) return '';
    if (rich && typeof value === 'string') return htmlText(value);
    return shownValue(field, value, table, names);
  };
  const b = shown('old', before);
  const a = shown('new', after);
  // A body, or any text or list too long to read twice in a line, shows the words around its first change.
  if (rich || Math.max(b.length, a.length) > LONG_TEXT) {
    const e = excerpts(b === '—' ? '' : b, a === '—' ? '' : a);
    return { field, label, before: e.before, after: e.after, long: true };
  }
  return { field, label, before: b || '—', after: a || '—' };
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);

/**
 * The fields a change touched, in the row's order, with their labels (the column's name when none): a page's
 * content field by field, an article's body as "isi diubah" with excerpts. `labels` replaces the table's own.
 */
export function fieldChanges(
  entry: Pick<HistoryEntry, 'old' | 'new'> & { table_name?: string },
  labels?: Record<string, string>,
  names: ReferenceNames = {},
): FieldChange[] {
  const table = entry.table_name ?? '';
  const before = entry.old ?? {};
  const after = entry.new ?? {};
  if (table === 'page_content') {
    const page = String(after.page_name ?? before.page_name ?? '') as PageName;
    const pageLabels: Record<string, string> = PAGE_CONTENT_LABELS[page] ?? {};
    const b = flatten(before.content ?? {}, pageLabels);
    const a = flatten(after.content ?? {}, pageLabels);
    return [...new Set([...a.keys(), ...b.keys()])]
      .filter((path) => differs(b.get(path), a.get(path)))
      .map((path) => change(table, path, pageFieldLabel(pageLabels, path), entry, b.get(path), a.get(path), names));
  }
  const own = labels ?? labelsOf(table);
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (f) => !NOT_SHOWN.has(f) && PARENT_KEY[table] !== f,
  );
  return fields
    .filter((f) => differs(before[f], after[f]))
    .map((f) => change(table, f, own[f] ?? f, entry, before[f], after[f], names));
}

/** What the record is called in a list of changes: the page's name for page content. */
export function recordTitle(entry: Pick<HistoryEntry, 'record_table' | 'title' | 'table_name'>): string {
  const table = entry.record_table ?? entry.table_name;
  if (table === 'page_content') return pageLabel(entry.title ?? '');
  return entry.title?.trim() || '(tanpa judul)';
}

/** The changed part of a record, when the change is to a part: "Keberangkatan 10 Maret 2027", "Foto: Di Arafah". */
export function partTitle(entry: Pick<HistoryEntry, 'table_name' | 'record_table' | 'item_title'>): string | null {
  if (!entry.record_table || entry.table_name === entry.record_table) return null;
  const kind = kindLabel(entry.table_name);
  if (entry.table_name === 'departures') return `${kind} ${formatDateId(entry.item_title) || ''}`.trim();
  return entry.item_title ? `${kind}: ${entry.item_title}` : kind;
}

/** The same row's changes share one key: the newest of each is the version in use. */
export const rowKey = (entry: Pick<HistoryEntry, 'table_name' | 'row_id'>) => `${entry.table_name}:${entry.row_id}`;

/**
 * What each change (newest first) offers: the newest of its row is the version in use ('current'); an older one
 * can be put back ('restorable') unless it is a deletion or its row has since been deleted ('none': a deleted
 * row comes back from Sampah).
 */
export function versionStates(entries: readonly HistoryEntry[]): Map<number, 'current' | 'restorable' | 'none'> {
  const newest = new Map<string, HistoryEntry>();
  const out = new Map<number, 'current' | 'restorable' | 'none'>();
  for (const e of entries) {
    const first = newest.get(rowKey(e));
    if (!first) {
      newest.set(rowKey(e), e);
      out.set(e.id, e.op === 'delete' ? 'none' : 'current');
    } else out.set(e.id, e.op === 'delete' || first.op === 'delete' ? 'none' : 'restorable');
  }
  return out;
}

/** The page_content editors by page name. */
const PAGE_PATHS: Record<PageName, string> = {
  home: '/edit-home',
  about: '/edit-about',
  contact: '/edit-contact',
  privacy: '/edit-privacy',
  terms: '/edit-terms',
  'site-settings': '/settings',
  legal: '/legal',
};

/**
 * The admin screen that edits the change's record: its edit page, or the card list with that card's form open
 * (`?edit=`); null when the record is gone.
 */
export function recordPath(
  entry: Pick<HistoryEntry, 'table_name' | 'record_table' | 'record_id' | 'record_exists'>,
): string | null {
  if (entry.record_exists === false || !entry.record_table || !entry.record_id) return null;
  const id = encodeURIComponent(entry.record_id);
  switch (entry.record_table) {
    case 'packages':
      return `/packages/edit/${id}${entry.table_name === 'departures' ? '?tab=keberangkatan' : ''}`;
    case 'articles':
    case 'albums':
    case 'hotels':
    case 'partners':
      return `/${entry.record_table}/edit/${id}`;
    case 'features':
    case 'testimonials':
    case 'faqs':
      return `/${entry.record_table}?edit=${id}`;
    case 'bank_accounts':
      return `/legal?edit=${id}`;
    case 'page_content':
      return PAGE_PATHS[entry.record_id as PageName] ?? null;
    default:
      return null;
  }
}

/** The Aktivitas page's filters as typed: dates as DateInput hands them over (yyyy-mm-dd, or the text typed). */
export interface ActivityFilters {
  table: string;
  /** An administrator's e-mail, SYSTEM for the database's own changes, '' for everyone. */
  editor: string;
  from: string;
  to: string;
  search: string;
}

export const SYSTEM = 'system';
export const SYSTEM_LABEL = 'Sistem (jadwal atau data awal)';
export const EMPTY_ACTIVITY_FILTERS: ActivityFilters = { table: '', editor: '', from: '', to: '', search: '' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The refusals of the period, beside their fields. */
export function periodErrors(f: Pick<ActivityFilters, 'from' | 'to'>): { from?: string; to?: string } {
  const out: { from?: string; to?: string } = {};
  if (f.from && !ISO_DATE.test(f.from)) out.from = 'Tanggal tidak valid (dd/mm/yyyy)';
  if (f.to && !ISO_DATE.test(f.to)) out.to = 'Tanggal tidak valid (dd/mm/yyyy)';
  if (!out.from && !out.to && f.from && f.to && f.to < f.from) out.to = 'Harus sama dengan atau sesudah "Dari tanggal"';
  return out;
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A search typed by the owner inside a PostgREST `or=(…)` filter: its syntax characters match any character. */
function likePattern(text: string): string {
  return `*${text.trim().replace(/[,()"'\\%*:.]/g, '_')}*`;
}

/** One condition of the Aktivitas read, as PostgREST takes it. */
export type ActivityCondition =
  | { op: 'eq' | 'gte' | 'lt'; column: string; value: string }
  | { op: 'is-null'; column: string }
  | { op: 'or'; filter: string };

/**
 * The read of the Aktivitas page: the kind, the administrator, the period in WIB (both days whole) and the words
 * of the record's name, its part's name or the administrator. An invalid date filters nothing (it is refused
 * beside its field).
 */
export function activityConditions(f: ActivityFilters): ActivityCondition[] {
  const out: ActivityCondition[] = [];
  if (f.table) out.push({ op: 'eq', column: 'table_name', value: f.table });
  if (f.editor === SYSTEM) out.push({ op: 'is-null', column: 'changed_by' });
  else if (f.editor) out.push({ op: 'eq', column: 'changed_by', value: f.editor });
  const errors = periodErrors(f);
  if (f.from && !errors.from) out.push({ op: 'gte', column: 'changed_at', value: `${f.from}T00:00:00+07:00` });
  if (f.to && !errors.to) out.push({ op: 'lt', column: 'changed_at', value: `${nextDay(f.to)}T00:00:00+07:00` });
  if (f.search.trim()) {
    const p = likePattern(f.search);
    // A page is stored by its key ('site-settings'): the words the owner types find it by its Indonesian name.
    const words = f.search.trim().toLowerCase();
    const pages = Object.entries(PAGE_NAMES)
      .filter(([, label]) => label.toLowerCase().includes(words))
      .map(([name]) => name);
    const page = pages.length ? `,and(record_table.eq.page_content,record_id.in.(${pages.join(',')}))` : '';
    out.push({ op: 'or', filter: `title.ilike.${p},item_title.ilike.${p},changed_by.ilike.${p}${page}` });
  }
  return out;
}
