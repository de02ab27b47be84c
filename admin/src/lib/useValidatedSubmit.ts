import { useState, type FormEvent } from 'react';
import { useToast } from './toast.ts';

/**
 * The submit of a one-action form: check, then run. A problem found by
 * `validate`, or an error thrown by `run`, becomes an error toast titled
 * `failureTitle`; `busy` is true while `run` works.
 */
export function useValidatedSubmit({
  failureTitle,
  validate,
  run,
}: {
  failureTitle: string;
  validate?: () => string | null;
  run(): Promise<void>;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validate?.();
    if (problem) {
      toast.error(failureTitle, problem);
      return;
    }
    setBusy(true);
    try {
      await run();
    } catch (error) {
      toast.failure(failureTitle, error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
