import { ApiError } from './errors.ts';
import { EXPOSED_SCHEMA } from './schema-cache.ts';

export interface Representation {
  /** `application/vnd.pgrst.object+json`: one bare object, or 406 PGRST116. */
  singular: boolean;
  /** `nulls=stripped`: keys with null values are left out. */
  stripNulls: boolean;
  contentType: string;
}

const ARRAY = 'application/json; charset=utf-8';
const OBJECT = 'application/vnd.pgrst.object+json; charset=utf-8';

/**
 * Picks the response media type from Accept, in the client's order. Only
 * JSON renderings exist here; asking for nothing else we can give is 406.
 */
export function negotiate(accept: string | undefined, extra: string[] = []): Representation {
  if (!accept || accept.trim() === '') return { singular: false, stripNulls: false, contentType: ARRAY };
  const offers = accept
    .split(',')
    .map((part) => {
      const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return { type, params, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((o) => o.type && !(o.q <= 0))
    .sort((a, b) => b.q - a.q);
  for (const offer of offers) {
    const stripNulls = offer.params.includes('nulls=stripped');
    switch (offer.type) {
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { singular: true, stripNulls, contentType: OBJECT };
      case 'application/json':
      case 'application/vnd.pgrst.array+json':
      case 'application/*':
      case '*/*':
        return { singular: false, stripNulls, contentType: ARRAY };
      default:
        if (extra.includes(offer.type))
          return { singular: false, stripNulls, contentType: `${offer.type}; charset=utf-8` };
    }
  }
  throw new ApiError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${offers.map((o) => o.type).join(', ')}`,
  });
}

/** Accept-Profile (reads) and Content-Profile (writes) may only name the exposed schema. */
export function checkProfile(
  method: string,
  acceptProfile: string | undefined,
  contentProfile: string | undefined,
): void {
  const read = method === 'GET' || method === 'HEAD';
  const profile = read ? acceptProfile : contentProfile;
  if (profile === undefined || profile.trim() === EXPOSED_SCHEMA) return;
  throw new ApiError(406, {
    code: 'PGRST106',
    message: `Invalid schema: ${profile}`,
    hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
  });
}
