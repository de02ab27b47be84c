import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasErrors, pageContentLengthErrors, pageContentLimit, type FieldErrors, type PageName } from '../domain.ts';
import type { AdminDataProvider, PageContentRow } from '../providers/dataProvider.ts';
import { errorMessage, translateError } from '../lib/errors.ts';
import { fieldError, focusFirstInvalid, limitedField } from '../lib/form-errors.ts';
import { useToast } from '../lib/toast.ts';
import { draftKey, drafts } from '../lib/drafts.ts';
import { runSave } from '../lib/useToastedRun.ts';
import { mergeContent, trimContent } from './content-model.ts';
import { saveOverVersion } from '../lib/conflict.ts';
import { useConflictChoice } from '../lib/ConflictDialog.tsx';
import { HISTORY_QUERY } from '../history/query.ts';

interface PageMessages {
  success: [title: string, description: string];
  /** The destructive toast's title, e.g. 'Gagal menyimpan konten homepage'. */
  failure: string;
  /** Field checks run before saving; the errors show beside their fields. */
  validate?: (values: never) => FieldErrors;
  /**
   * What is stored for valid values (e.g. a pasted map link becomes its embed URL, typed day counts become
   * numbers); the form then shows the stored document as `fromStored` reads it.
   */
  toStored?: (values: never) => unknown;
}

/** What a version check needs of the stored page: its content and version (null: no row yet). */
type Stored = { content: unknown; updated_at: string | null };

const INVALID_FIELDS_MESSAGE = 'Periksa kembali field yang ditandai merah';

// Module-level so the load effect sees the same function on every render.
function overDefaults<T>(stored: unknown, defaults: T): T {
  return mergeContent(defaults, stored);
}

/** The keys of a content document that hold plain text. */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/**
 * Loads one page_content document into local form state (once), stored values
 * over `defaults`, and saves it with update-or-insert. A failed save keeps
 * everything typed; typing kept from an ended session (lib/drafts.ts) is
 * offered again in place of the stored values.
 */
export function usePageContent<T extends object>(
  pageName: PageName,
  defaults: T,
  messages: PageMessages,
  fromStored: (stored: unknown, defaults: T) => T = overDefaults,
) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery({
    queryKey: ['page_content', pageName],
    queryFn: () => dataProvider.getPageContent(pageName),
    retry: 1,
  });
  const [values, setValues] = useState<T | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [savedJson, setSavedJson] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  // The stored version the form's values came from: a save is refused if the page changed since.
  const [base, setBase] = useState<string | null>(null);
  const conflict = useConflictChoice();
  const key = draftKey('page_content', pageName);
  const ownChecks = messages.validate as ((v: T) => FieldErrors) | undefined;
  // Every text over its limit (domain/limits.ts, the trigger's table) is refused too; the page's own
  // sentence (e.g. "Wajib diisi") wins where both apply.
  const validate = useCallback(
    (v: T): FieldErrors => ({ ...pageContentLengthErrors(pageName, v), ...(ownChecks?.(v) ?? {}) }),
    [pageName, ownChecks],
  );
  const toStored = messages.toStored as ((v: T) => T) | undefined;

  // After a refused save the marks follow the typing: a fixed field loses its mark at once.
  useEffect(() => {
    if (checked && values) setErrors(validate(values));
  }, [checked, values, validate]);

  useEffect(() => {
    if (values === null && query.isSuccess) {
      const loaded = fromStored(query.data?.content, defaults);
      const kept = drafts.read<T>(key)?.values;
      setValues(kept ?? loaded);
      setRestored(!!kept);
      setSavedJson(JSON.stringify(loaded));
      setBase(query.data?.updated_at ?? null);
    }
  }, [values, query.isSuccess, query.data, fromStored, defaults, key]);

  const saveNow = async (content: T) => {
    setSaving(true);
    try {
      const outcome = await runSave(
        toast,
        () =>
          saveOverVersion<Stored, PageContentRow>({
            loaded: { content: undefined, updated_at: base },
            save: (version) =>
              dataProvider.savePageContent({ pageName, content: trimContent(content), updatedAt: version.updated_at }),
            ask: conflict.ask,
            current: async () =>
              (await dataProvider.getPageContent(pageName)) ?? { content: undefined, updated_at: null },
            reload: (stored) => {
              const fresh = fromStored(stored.content, defaults);
              if (stored.updated_at) queryClient.setQueryData(['page_content', pageName], stored);
              drafts.clear(key);
              setRestored(false);
              setValues(fresh);
              setSavedJson(JSON.stringify(fresh));
              setBase(stored.updated_at);
            },
          }),
        { success: messages.success, failureTitle: messages.failure, draftKey: key },
      );
      if (outcome.kind === 'saved') {
        queryClient.setQueryData(['page_content', pageName], outcome.record);
        void queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY] });
        const shown = toStored ? fromStored(content, defaults) : content;
        if (toStored) setValues(shown);
        setSavedJson(JSON.stringify(shown));
        setBase(String(outcome.record.updated_at));
        setRestored(false);
      } else if (outcome.kind === 'failed') {
        const t = translateError(outcome.error);
        if (t.field) setErrors({ [t.field]: t.message });
      }
    } finally {
      setSaving(false);
    }
  };
  const changed = values !== null && savedJson !== null && JSON.stringify(values) !== savedJson;

  const limitedAt = (path: string, value: string, hint?: string) => {
    const max = pageContentLimit(pageName, path);
    return max === undefined ? fieldError(errors, path, hint) : limitedField(errors, path, value, max, hint);
  };

  const setField = <K extends TextKey<T>>(key: K, value: string) => setValues((s) => s && { ...s, [key]: value });

  return {
    /** The page's row: its Riwayat is found by this name. */
    pageName,
    /** The content as a save would store it now (Pratinjau shows it). */
    previewContent: () => trimContent(values && toStored ? toStored(values) : values),
    /** Reads the stored page again into the form (after a version was restored from Riwayat). */
    reload: async () => {
      const stored = await dataProvider.getPageContent(pageName);
      queryClient.setQueryData(['page_content', pageName], stored);
      const fresh = fromStored(stored?.content, defaults);
      drafts.clear(key);
      setRestored(false);
      setErrors({});
      setChecked(false);
      setValues(fresh);
      setSavedJson(JSON.stringify(fresh));
      setBase(stored?.updated_at ?? null);
    },
    values,
    setValues,
    setField,
    /** The value/onChange pair of a text input bound to one text field. */
    field: (key: TextKey<T>, hint?: string) => ({
      value: (values?.[key] as string | undefined) ?? '',
      onChange: (e: { target: { value: string } }) => setField(key, e.target.value),
      ...limitedAt(String(key), (values?.[key] as string | undefined) ?? '', hint),
    }),
    /** error/helperText/name of a text input at `path` with a length limit: its counter and, over it, the refusal. */
    limited: (path: string, value: string, hint?: string) => limitedAt(path, value, hint),
    errors,
    /** error/helperText/name of the input at `path` ('hero.title'), with its hint when valid. */
    err: (path: string, hint?: string) => fieldError(errors, path, hint),
    dirty: changed,
    /** Kept if the session ends with changes (UnsavedChangesGuard). */
    draft: { key, values: () => values, changed: () => changed },
    /** The form shows typing kept from an ended session. */
    restored,
    discardDraft: () => {
      drafts.clear(key);
      setRestored(false);
      if (savedJson !== null) setValues(JSON.parse(savedJson) as T);
    },
    isLoading: query.isPending,
    loadError: query.error ? errorMessage(query.error) : null,
    retry: () => query.refetch(),
    save: () => {
      if (!values) return;
      const found = validate(values);
      setErrors(found);
      setChecked(true);
      if (hasErrors(found)) {
        toast.error(messages.failure, INVALID_FIELDS_MESSAGE);
        focusFirstInvalid(document.getElementById('page-form'));
        return;
      }
      void saveNow(toStored ? toStored(values) : values);
    },
    saving,
    updatedAt: query.data?.updated_at ?? null,
    /** The "changed elsewhere" dialog's props (ConflictDialog). */
    conflict: conflict.dialog,
  };
}
