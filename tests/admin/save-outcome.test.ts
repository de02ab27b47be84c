import { describe, expect, it } from 'vitest';
import {
  UNCONFIRMED_SAVE_MESSAGE,
  classifySave,
  storedRecord,
  type SaveOutcome,
} from '../../admin/src/lib/save-outcome.ts';
import { markSessionEnded, translateError, SESSION_ENDED_MESSAGE } from '../../admin/src/lib/errors.ts';
import { callEndsSession, type SessionState } from '../../admin/src/providers/guard.ts';

const held = { sessionHeld: true };
const gone = { sessionHeld: false };
const kind = (o: SaveOutcome) => o.kind;

describe('storedRecord: a save counts only with the row the server stored', () => {
  it("takes react-admin's { data: row } and a plain row", () => {
    expect(storedRecord({ data: { id: 'a', title: 'T' } })).toEqual({ id: 'a', title: 'T' });
    expect(storedRecord({ id: 3, page_name: 'home' })).toEqual({ id: 3, page_name: 'home' });
  });
  it("refuses react-admin's swallowed answer { data: {} } and anything without an id", () => {
    expect(storedRecord({ data: {} })).toBeNull();
    expect(storedRecord({ data: [] })).toBeNull();
    expect(storedRecord({ data: null })).toBeNull();
    expect(storedRecord({ data: { id: null } })).toBeNull();
    expect(storedRecord({ data: { id: '' } })).toBeNull();
    expect(storedRecord(undefined)).toBeNull();
    expect(storedRecord(true)).toBeNull();
    expect(storedRecord([{ id: 'a' }])).toBeNull();
  });
});

describe('classifySave', () => {
  it('saved: the server answered with the row', () => {
    const o = classifySave({ ok: true, value: { data: { id: 'a' } } }, held);
    expect(o).toEqual({ kind: 'saved', record: { id: 'a' } });
  });

  it('the audit case: react-admin resolved { data: {} } after the session was ended is not a success', () => {
    // checkError dropped the marker before react-admin swallowed the 403.
    expect(kind(classifySave({ ok: true, value: { data: {} } }, gone))).toBe('session-ended');
  });

  it('an empty answer with the session still held is a failure, never a success', () => {
    const o = classifySave({ ok: true, value: undefined }, held);
    expect(o.kind).toBe('failed');
    expect(translateError((o as { error: unknown }).error).message).toBe(UNCONFIRMED_SAVE_MESSAGE);
  });

  it('session-ended: a revoked or expired session, whatever the shape of the error', () => {
    for (const error of [
      { status: 401, body: { code: 'PGRST301', message: 'JWT invalid' } },
      { code: 'PGRST303', message: 'JWT expired' },
      { code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' },
      Object.assign(new Error(SESSION_ENDED_MESSAGE), { code: 'session_ended', status: 401, translated: true }),
    ])
      expect(kind(classifySave({ ok: false, error }, held))).toBe('session-ended');
  });

  it('session-ended: a refusal that checkError found to mean the session is over (403 after a global logout)', () => {
    const error = { status: 403, body: { code: '42501', message: 'permission denied for table packages' } };
    expect(kind(classifySave({ ok: false, error }, held))).toBe('failed');
    markSessionEnded(error);
    expect(kind(classifySave({ ok: false, error }, held))).toBe('session-ended');
    expect(translateError(error)).toEqual({ message: SESSION_ENDED_MESSAGE, sessionEnded: true });
  });

  it('session-ended: any failure once this browser no longer holds the session', () => {
    expect(kind(classifySave({ ok: false, error: { status: 403, code: '42501' } }, gone))).toBe('session-ended');
  });

  it('failed: network errors, constraint errors and refusals with the session still held', () => {
    expect(kind(classifySave({ ok: false, error: new TypeError('Failed to fetch') }, held))).toBe('failed');
    expect(
      kind(classifySave({ ok: false, error: { code: '23505', message: 'duplicate key value violates' } }, held)),
    ).toBe('failed');
    expect(kind(classifySave({ ok: false, error: { code: '42501', message: 'permission denied' } }, held))).toBe(
      'failed',
    );
  });
});

describe('callEndsSession: whether a failed data call means the session is over', () => {
  const ask = (state: SessionState) => {
    const calls: number[] = [];
    const fn = async () => {
      calls.push(1);
      return state;
    };
    return { fn, calls };
  };

  it('401/403 answers, expired tokens and a missing local session end it without asking', async () => {
    for (const error of [
      { status: 401 },
      { status: 403, body: { code: '42501' } },
      { status: 400, name: 'AuthSessionMissingError' },
      { code: 'PGRST303', message: 'JWT expired' },
      { code: 'session_ended', status: 401, translated: true, message: SESSION_ENDED_MESSAGE },
    ]) {
      const a = ask('valid');
      expect(await callEndsSession(error, a.fn)).toBe(true);
      expect(a.calls).toEqual([]);
    }
  });

  it('a bare 42501 (supabase-js, no status) ends it only when the server says the session is gone', async () => {
    const error = { code: '42501', message: 'permission denied for table page_content' };
    expect(await callEndsSession(error, ask('invalid').fn)).toBe(true);
    expect(await callEndsSession(error, ask('missing').fn)).toBe(true);
    // Still signed in: a real refusal (e.g. a second factor turned on elsewhere), shown as such.
    expect(await callEndsSession(error, ask('valid').fn)).toBe(false);
    expect(await callEndsSession(error, ask('needs-second-factor').fn)).toBe(false);
    expect(await callEndsSession(error, ask('unreachable').fn)).toBe(false);
  });

  it('other failures do not end it and ask nothing', async () => {
    for (const error of [new TypeError('Failed to fetch'), { code: '23505' }, { status: 500 }, null, 'x']) {
      const a = ask('invalid');
      expect(await callEndsSession(error, a.fn)).toBe(false);
      expect(a.calls).toEqual([]);
    }
  });
});
