import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import type { FieldErrors } from '../domain.ts';
import { toggleInlineForm, type InlineForm } from './inline-form.ts';
import { drafts } from './drafts.ts';
import { translateError } from './errors.ts';

type OnRefused = (error: unknown) => void;

interface Writes<T> {
  create(data: Partial<T>, draftKey?: string, onRefused?: OnRefused): Promise<boolean>;
  update(
    record: T,
    data: Partial<T>,
    draftKey?: string,
    onReload?: (stored: T) => void,
    onRefused?: OnRefused,
  ): Promise<boolean>;
}

/** The add/edit form shown above a card grid; `save` creates or updates, then closes on success. */
export function useInlineForm<T extends RaRecord>(writes: Writes<T>) {
  const [form, setForm] = useState<InlineForm<T>>(null);
  // Bumped on every open/close so the form remounts empty (reset after save or cancel).
  const [formKey, setFormKey] = useState(0);
  // The server's refusal of the last save, when it names a field: the form shows it beside that field.
  const [refused, setRefused] = useState<FieldErrors | null>(null);
  const onRefused: OnRefused = (error) => {
    const t = translateError(error);
    setRefused(t.field ? { [t.field]: t.message } : null);
  };

  const toggle = (next: InlineForm<T>) => {
    setRefused(null);
    setForm((current) => toggleInlineForm(current, next));
    setFormKey((k) => k + 1);
  };
  const close = () => {
    setRefused(null);
    setForm(null);
    setFormKey((k) => k + 1);
  };
  const save = async (payload: Partial<T>, draftKey?: string) => {
    setRefused(null);
    const ok =
      form?.mode === 'edit'
        ? await writes.update(
            form.record,
            payload,
            draftKey,
            (stored) => {
              // Changed elsewhere and the owner chose to reload: the form starts again from the stored record.
              if (draftKey) drafts.clear(draftKey);
              setForm({ mode: 'edit', record: stored });
              setFormKey((k) => k + 1);
            },
            onRefused,
          )
        : await writes.create(payload, draftKey, onRefused);
    if (ok) close();
  };
  /** The same form, started again from what it opens with. */
  const remount = () => setFormKey((k) => k + 1);

  return { form, formKey, show: setForm, toggle, close, save, remount, refused };
}
