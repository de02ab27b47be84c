/** Which inline form a card screen shows: none, the add form, or the edit form of one record. Pure. */
export type InlineForm<T> = { mode: 'add' } | { mode: 'edit'; record: T } | null;

/** Pressing the button of the form already open closes it; any other button opens its own form. */
export function toggleInlineForm<T extends { id: unknown }>(
  current: InlineForm<T>,
  next: InlineForm<T>,
): InlineForm<T> {
  if (!next || !current || current.mode !== next.mode) return next;
  if (next.mode === 'add') return null;
  return current.mode === 'edit' && current.record.id === next.record.id ? null : next;
}

/**
 * Whether an inline form holds typing that closing or leaving would lose: the draft differs
 * from what the form opened with (field order is the same, both come from one draft shape).
 */
export function isDraftDirty<D>(initial: D, draft: D): boolean {
  return JSON.stringify(draft) !== JSON.stringify(initial);
}
