import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { toggleInlineForm, type InlineForm } from './inline-form.ts';
import { drafts } from './drafts.ts';

interface Writes<T> {
  create(data: Partial<T>, draftKey?: string): Promise<boolean>;
  update(record: T, data: Partial<T>, draftKey?: string, onReload?: (stored: T) => void): Promise<boolean>;
}

/** The add/edit form shown above a card grid; `save` creates or updates, then closes on success. */
export function useInlineForm<T extends RaRecord>(writes: Writes<T>) {
  const [form, setForm] = useState<InlineForm<T>>(null);
  // Bumped on every open/close so the form remounts empty (reset after save or cancel).
  const [formKey, setFormKey] = useState(0);

  const toggle = (next: InlineForm<T>) => {
    setForm((current) => toggleInlineForm(current, next));
    setFormKey((k) => k + 1);
  };
  const close = () => {
    setForm(null);
    setFormKey((k) => k + 1);
  };
  const save = async (payload: Partial<T>, draftKey?: string) => {
    const ok =
      form?.mode === 'edit'
        ? await writes.update(form.record, payload, draftKey, (stored) => {
            // Changed elsewhere and the owner chose to reload: the form starts again from the stored record.
            if (draftKey) drafts.clear(draftKey);
            setForm({ mode: 'edit', record: stored });
            setFormKey((k) => k + 1);
          })
        : await writes.create(payload, draftKey);
    if (ok) close();
  };
  /** The same form, started again from what it opens with. */
  const remount = () => setFormKey((k) => k + 1);

  return { form, formKey, show: setForm, toggle, close, save, remount };
}
