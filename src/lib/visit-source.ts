/**
 * The visit's source in the browser: classified when a page names one (domain/lead-source.ts), kept in
 * sessionStorage for this visit only (no cookie, nothing across visits) and not at all when the visitor asked
 * not to be tracked. Browser-only: imported by the page scripts.
 */
import {
  ACTIVE_PARTNER_CODES_PATH,
  mayKeepSource,
  parseVisitSource,
  visitSource,
  type VisitSource,
} from '../../domain/lead-source.ts';

const KEY = 'umroh.sumber-kunjungan';

type PrivacySignals = { globalPrivacyControl?: boolean; doNotTrack?: string | null };

function read(): VisitSource | null {
  try {
    return parseVisitSource(sessionStorage.getItem(KEY));
  } catch {
    return null; // storage refused (private mode, policy)
  }
}

function write(v: VisitSource): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(v));
  } catch {
    // Not kept: the visit still works, it just is not attributed.
  }
}

/** Whether a partner code belongs to an active partner; when the list cannot be read the database decides. */
async function partnerIsActive(code: string): Promise<boolean> {
  try {
    const res = await fetch(ACTIVE_PARTNER_CODES_PATH, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return true;
    const codes = (await res.json()) as unknown;
    return !Array.isArray(codes) || codes.includes(code);
  } catch {
    return true;
  }
}

let landing: Promise<VisitSource | null> | null = null;

/**
 * This page's source, once per page: read on landing, kept for the visit. A partner code is kept only when it
 * is an active partner's, so the WhatsApp message never names an inactive one.
 */
export function landVisit(nav: PrivacySignals = navigator as PrivacySignals): Promise<VisitSource | null> {
  return (landing ??= (async () => {
    if (!mayKeepSource(nav)) {
      try {
        sessionStorage.removeItem(KEY);
      } catch {
        // nothing was kept
      }
      return null;
    }
    const kept = read();
    const here = visitSource(kept, {
      search: location.search,
      referrer: document.referrer,
      siteHost: location.hostname,
    });
    if (here.partnerCode && here.partnerCode !== kept?.partnerCode && !(await partnerIsActive(here.partnerCode))) {
      here.partnerCode = null;
    }
    write(here);
    return here;
  })());
}

/** The source kept for this visit (after landVisit), or null. */
export function keptVisit(): VisitSource | null {
  return read();
}
