import { describe, expect, it } from 'vitest';
import { isDraftDirty, toggleInlineForm, type InlineForm } from '../../admin/src/lib/inline-form.ts';

type Row = { id: string; title: string };
const a: Row = { id: 'a', title: 'A' };
const b: Row = { id: 'b', title: 'B' };
const add: InlineForm<Row> = { mode: 'add' };
const editA: InlineForm<Row> = { mode: 'edit', record: a };
const editB: InlineForm<Row> = { mode: 'edit', record: b };

describe('toggleInlineForm', () => {
  it('opens the pressed form when none is open', () => {
    expect(toggleInlineForm(null, add)).toBe(add);
    expect(toggleInlineForm(null, editA)).toBe(editA);
  });
  it('closes the form whose button is pressed again', () => {
    expect(toggleInlineForm(add, { mode: 'add' })).toBeNull();
    expect(toggleInlineForm(editA, { mode: 'edit', record: { ...a, title: 'changed' } })).toBeNull();
  });
  it('switches to another form instead of closing', () => {
    expect(toggleInlineForm(add, editA)).toBe(editA);
    expect(toggleInlineForm(editA, add)).toBe(add);
    expect(toggleInlineForm(editA, editB)).toBe(editB);
  });
  it('closing stays closed', () => {
    expect(toggleInlineForm(editA, null)).toBeNull();
  });
});

// Leaving an inline form with typing in it asks first; an untouched form does not.
describe('isDraftDirty', () => {
  const initial = { title: 'A', icon: 'shield', isActive: true };
  it('is clean as opened, and when typing returns to the opened values', () => {
    expect(isDraftDirty(initial, { ...initial })).toBe(false);
    expect(isDraftDirty(initial, { title: 'A', icon: 'shield', isActive: true })).toBe(false);
  });
  it('is dirty after any change, text or switch', () => {
    expect(isDraftDirty(initial, { ...initial, title: 'AB' })).toBe(true);
    expect(isDraftDirty(initial, { ...initial, isActive: false })).toBe(true);
  });
});
