import { ApiError } from './errors.ts';
import type { StatementResult } from './execute.ts';
import type { Representation } from './media.ts';
import type { Preferences } from './prefer.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function errorResponse(e: ApiError): Response {
  return new Response(JSON.stringify(e.body), {
    status: e.status,
    headers: { 'Content-Type': JSON_TYPE, ...e.headers },
  });
}

/** The preferences this server honoured, for Preference-Applied. */
function appliedPreferences(prefs: Preferences, write: boolean): string[] {
  const out: string[] = [];
  if (prefs.count) out.push(`count=${prefs.count}`);
  if (write) {
    if (prefs.return) out.push(`return=${prefs.return}`);
    if (prefs.resolution) out.push(`resolution=${prefs.resolution}`);
    if (prefs.missing) out.push(`missing=${prefs.missing}`);
    if (prefs.handling) out.push(`handling=${prefs.handling}`);
    if (prefs.handling === 'strict' && prefs.maxAffected !== null) out.push(`max-affected=${prefs.maxAffected}`);
  }
  return out;
}

function headers(contentType: string | null, range: string | null, applied: string[]): Headers {
  const h = new Headers();
  if (contentType) h.set('Content-Type', contentType);
  if (range) h.set('Content-Range', range);
  if (applied.length) h.set('Preference-Applied', applied.join(', '));
  return h;
}

// GET/HEAD (PostgREST RangeQuery.hs): `Content-Range: first-last/total`, `*` for an unknown total and
// `*/total` without rows; 206 for a partial page, 416 PGRST103 for an offset past the end.
export function readResponse(
  result: StatementResult,
  offset: number,
  repr: Representation,
  prefs: Preferences,
): Response {
  const { total, pageTotal } = result;
  const totalText = total === null ? '*' : String(total);
  const range = pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}/${totalText}` : `*/${totalText}`;
  if (total !== null && offset > total) {
    const e = new ApiError(416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    });
    const res = errorResponse(e);
    res.headers.set('Content-Range', `*/${total}`);
    return res;
  }
  const status = total !== null && pageTotal < total ? 206 : 200;
  return new Response(result.body, {
    status,
    headers: headers(repr.contentType, range, appliedPreferences(prefs, false)),
  });
}

export function writeResponse(
  method: 'POST' | 'PATCH' | 'DELETE',
  result: StatementResult,
  repr: Representation,
  prefs: Preferences,
): Response {
  const n = result.pageTotal;
  const totalText = prefs.count ? String(n) : '*';
  const applied = appliedPreferences(prefs, true);
  const representation = prefs.return === 'representation';
  if (method === 'POST') {
    const nothingInserted = prefs.resolution === 'merge-duplicates' && result.inserted === 0 && n > 0;
    const status = nothingInserted ? 200 : 201;
    return new Response(representation ? result.body : null, {
      status,
      headers: headers(representation ? repr.contentType : null, `*/${totalText}`, applied),
    });
  }
  const range = n > 0 ? `0-${n - 1}/${totalText}` : `*/${totalText}`;
  if (!representation) return new Response(null, { status: 204, headers: headers(null, range, applied) });
  return new Response(result.body, { status: 200, headers: headers(repr.contentType, range, applied) });
}
