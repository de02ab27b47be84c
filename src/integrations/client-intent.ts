/**
 * `client:intent` — hydrate an island on the visitor's first sign of using it, not at load, because
 * react-dom's client costs ~200 ms of main thread on a slow phone, which Lighthouse counts as blocking
 * time. Registered by `intentDirective()` in ./intent-directive.ts; Astro bundles this file and writes
 * it into each page that uses it (external-scripts.ts then moves it to a file, for `script-src 'self'`).
 *
 * - Intent: the first pointerover, pointerdown, focusin, touchstart, keydown, click, input or change
 *   inside the island starts loading and hydrating it.
 * - At once, when the URL already holds one of `value.params` (a shared filtered list must open filtered).
 * - Nothing is lost: click, keydown, touchstart/touchend, input and change events that arrive before
 *   hydration has finished are recorded (and kept from the page) and dispatched again, in order, on the
 *   same elements once React listens. A form control's value is recorded with its event and restored
 *   before the replay. Keys in `value.holdKeys` (e.g. the gallery's arrows) have their default action
 *   (scrolling) prevented while they wait, outside form controls, as the island does once hydrated.
 *
 * The server-rendered markup works without script in the meantime (links, the first photo, the full list).
 */
import type { ClientDirective } from 'astro';

export interface IntentOptions {
  /** Query parameters whose presence at load means the island is needed at once. */
  params?: string[];
  /** Keys whose default action is prevented while they wait for hydration (outside form controls). */
  holdKeys?: string[];
}

const TRIGGERS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown', 'click', 'input', 'change'];
const RECORDED = ['click', 'keydown', 'touchstart', 'touchend', 'input', 'change'];

interface TouchPoint {
  identifier: number;
  clientX: number;
  clientY: number;
  screenX: number;
  screenY: number;
  pageX: number;
  pageY: number;
}

interface Recorded {
  event: Event;
  target: EventTarget;
  value?: string;
  checked?: boolean;
  touches?: TouchPoint[];
  changedTouches?: TouchPoint[];
}

const isFormControl = (t: EventTarget | null): t is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement;

const points = (list: TouchList): TouchPoint[] =>
  Array.from(list, (t) => ({
    identifier: t.identifier,
    clientX: t.clientX,
    clientY: t.clientY,
    screenX: t.screenX,
    screenY: t.screenY,
    pageX: t.pageX,
    pageY: t.pageY,
  }));

/** Sets a control's value through the prototype's setter, so React's value tracker sees a real change. */
function restoreValue(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, rec: Recorded): void {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (rec.checked !== undefined)
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(el, rec.checked);
    return;
  }
  if (rec.value === undefined) return;
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, rec.value);
}

function touchEvent(rec: Recorded): Event {
  const e = rec.event as TouchEvent;
  const init = { bubbles: true, cancelable: true, composed: true };
  const target = rec.target as Element;
  try {
    const make = (list: TouchPoint[]) => list.map((p) => new Touch({ ...p, target }));
    return new TouchEvent(e.type, {
      ...init,
      touches: make(rec.touches ?? []),
      changedTouches: make(rec.changedTouches ?? []),
      targetTouches: make(rec.touches ?? []),
    });
  } catch {
    // Browsers without the Touch constructor (Safari): an event of the same type carrying the same points.
    const ev = new Event(e.type, init);
    Object.defineProperties(ev, {
      touches: { value: rec.touches ?? [] },
      targetTouches: { value: rec.touches ?? [] },
      changedTouches: { value: rec.changedTouches ?? [] },
    });
    return ev;
  }
}

/** The copies this script dispatches; its own listener lets them through to React. */
const replayed = new WeakSet<Event>();

function replay(rec: Recorded): void {
  const { event: e, target } = rec;
  if (!(target instanceof Element) || !target.isConnected) return;
  let copy: Event;
  if (e.type === 'click') {
    const m = e as MouseEvent;
    copy = new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      detail: m.detail,
      clientX: m.clientX,
      clientY: m.clientY,
      screenX: m.screenX,
      screenY: m.screenY,
      button: m.button,
      buttons: m.buttons,
      ctrlKey: m.ctrlKey,
      shiftKey: m.shiftKey,
      altKey: m.altKey,
      metaKey: m.metaKey,
    });
  } else if (e.type === 'keydown') {
    const k = e as KeyboardEvent;
    copy = new KeyboardEvent('keydown', {
      bubbles: true,
      cancelable: true,
      composed: true,
      key: k.key,
      code: k.code,
      location: k.location,
      repeat: k.repeat,
      ctrlKey: k.ctrlKey,
      shiftKey: k.shiftKey,
      altKey: k.altKey,
      metaKey: k.metaKey,
    });
  } else if (e.type === 'touchstart' || e.type === 'touchend') {
    copy = touchEvent(rec);
  } else {
    if (isFormControl(target)) restoreValue(target, rec);
    copy = new Event(e.type, { bubbles: true, cancelable: false, composed: true });
  }
  replayed.add(copy);
  target.dispatchEvent(copy);
}

const intentDirective: ClientDirective = (load, options, el) => {
  const opts: IntentOptions =
    typeof options.value === 'object' && options.value ? (options.value as IntentOptions) : {};
  const holdKeys = new Set(opts.holdKeys ?? []);
  const queue: Recorded[] = [];
  let state: 'waiting' | 'loading' | 'done' = 'waiting';

  const onEvent = (e: Event) => {
    if (state === 'done' || replayed.has(e)) return;
    if (RECORDED.includes(e.type)) {
      const target = e.target;
      // A link keeps its own (native) behaviour; replaying its click would follow it twice.
      const link = e.type === 'click' && target instanceof Element && target.closest('a[href]');
      if (target && !link) {
        const rec: Recorded = { event: e, target };
        if (isFormControl(target)) {
          rec.value = target.value;
          if (target instanceof HTMLInputElement) rec.checked = target.checked;
        }
        if (e.type === 'touchstart' || e.type === 'touchend') {
          rec.touches = points((e as TouchEvent).touches);
          rec.changedTouches = points((e as TouchEvent).changedTouches);
        }
        if (e.type === 'keydown' && holdKeys.has((e as KeyboardEvent).key) && !isFormControl(target))
          e.preventDefault();
        queue.push(rec);
        e.stopPropagation();
      }
    }
    start();
  };

  const stop = () => {
    for (const type of new Set([...TRIGGERS, ...RECORDED])) el.removeEventListener(type, onEvent, true);
  };

  const start = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    void (async () => {
      try {
        const hydrate = await load();
        // React's root listeners are attached synchronously in here; the replayed events reach them.
        await hydrate();
      } catch {
        // Astro reports a failed import itself (astro:hydration-error); the page stays server-rendered.
      }
      // One task per event, as the visitor's own were: React applies a discrete event's state update in a
      // microtask, so a key press replayed in the same task as the previous one would see the old state.
      // Events arriving meanwhile join the queue, to keep their order.
      while (queue.length) {
        replay(queue.shift()!);
        if (queue.length) await new Promise((resolve) => setTimeout(resolve, 0));
      }
      state = 'done';
      stop();
    })();
  };

  // Touch listeners stay passive: a swipe or scroll that starts on the island never waits for this script.
  for (const type of new Set([...TRIGGERS, ...RECORDED]))
    el.addEventListener(type, onEvent, { capture: true, passive: type.startsWith('touch') });

  const search = new URLSearchParams(window.location.search);
  if (opts.params?.some((p) => search.has(p))) start();
};

export default intentDirective;
