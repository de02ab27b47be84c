import { useState } from 'react';
import { useToast } from './toast.ts';

/**
 * A pessimistic write with the toasts of SPEC §8: the success title and text,
 * or the failure title with the reason. Resolves to whether it worked, so the
 * caller can keep its form open on failure.
 */
export function useToastedRun() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = async (
    work: () => Promise<unknown>,
    success: [title: string, description: string],
    failureTitle: string,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      toast.success(...success);
      return true;
    } catch (e) {
      console.error(e);
      toast.failure(failureTitle, e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}
