import { useState } from 'react';
import { hasMarker } from '../providers/marker.ts';
import { drafts } from './drafts.ts';
import { CONFLICT_MESSAGE, RELOADED_MESSAGE, RELOADED_TITLE, conflictAnswer } from './conflict.ts';
import { classifySave, type SaveOutcome, type Settled } from './save-outcome.ts';
import { useToast, type Toast } from './toast.ts';

interface SaveToasts {
  success: [title: string, description: string];
  failureTitle: string;
  /** The form's draft key (lib/drafts.ts): dropped once saved, offered again after an ended session. */
  draftKey?: string;
}

/**
 * Runs one write and toasts what it came to: the success toast only
 * for a write the server confirmed with the stored row (lib/save-outcome.ts),
 * "Belum tersimpan — sesi berakhir" when the session had ended, otherwise the
 * failure title with the reason.
 */
export async function runSave(
  toast: Toast,
  work: () => Promise<unknown>,
  { success, failureTitle, draftKey }: SaveToasts,
): Promise<SaveOutcome> {
  let settled: Settled;
  try {
    settled = { ok: true, value: await work() };
  } catch (error) {
    settled = { ok: false, error };
  }
  const outcome = classifySave(settled, { sessionHeld: hasMarker() });
  if (outcome.kind === 'saved') {
    if (draftKey) drafts.clear(draftKey);
    toast.success(...success);
  } else if (outcome.kind === 'conflict') {
    if (conflictAnswer(outcome.error) === 'reload') toast.info(RELOADED_TITLE, RELOADED_MESSAGE);
    else toast.error(failureTitle, CONFLICT_MESSAGE);
  } else if (outcome.kind === 'session-ended') {
    console.error(outcome.error);
    toast.notSaved(!!draftKey);
  } else {
    console.error(outcome.error);
    toast.failure(failureTitle, outcome.error);
  }
  return outcome;
}

/**
 * A pessimistic write with the product's toasts (runSave). Resolves to
 * whether it was saved, so the caller can keep its form open otherwise.
 */
export function useToastedRun() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = async (
    work: () => Promise<unknown>,
    success: [title: string, description: string],
    failureTitle: string,
    draftKey?: string,
    /** Told of a refusal (not of an ended session), e.g. to put the reason beside its field. */
    onFailed?: (error: unknown) => void,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      const outcome = await runSave(toast, work, { success, failureTitle, draftKey });
      if (outcome.kind === 'failed') onFailed?.(outcome.error);
      return outcome.kind === 'saved';
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}
