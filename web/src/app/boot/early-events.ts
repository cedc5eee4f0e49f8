// The app's half of the early-input hold (web/boot-script.js): once the page is live, take what the
// boot script held and replay it on the same controls, so a click made before hydration has the
// effect it would have had after it.
import { EARLY_EVENTS_GLOBAL } from '@queryhub/web/boot-script';

/** One input the boot script held. */
export interface HeldEvent {
  type: 'click' | 'submit' | 'change';
  target: Element;
  /** The control's value when the event happened (what a held <select> change chose). */
  value?: string;
  submitter?: HTMLElement | null;
}

interface EarlyEventsHold {
  release(): HeldEvent[];
}

declare global {
  interface Window {
    [EARLY_EVENTS_GLOBAL]?: EarlyEventsHold;
  }
}

/** Stops holding input and returns what was held (empty without the boot script, or later). */
export function releaseHeldEvents(): HeldEvent[] {
  const hold = window[EARLY_EVENTS_GLOBAL];
  delete window[EARLY_EVENTS_GLOBAL];
  return hold ? hold.release() : [];
}

/** The child indexes from the topmost ancestor of `element` (detached with it) down to it. */
function childPath(element: Element): { top: Element; path: number[] } {
  const path: number[] = [];
  let node = element;
  while (node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node) as number);
    node = node.parentElement;
  }
  return { top: node, path };
}

/**
 * The live element for a held target. Hydration keeps the server's elements, so usually the
 * target itself; a client-rendered page (the app shell) replaces its prerendered header, so
 * then the element at the same place in the new tree under #root (whose top element replaced
 * the old one).
 */
function liveTarget(target: Element, root: Element): Element | null {
  if (target.isConnected) return target;
  const { top, path } = childPath(target);
  for (const candidate of Array.from(root.children)) {
    if (candidate.tagName !== top.tagName) continue;
    let node: Element | undefined = candidate;
    for (const index of path) node = node?.children[index];
    if (node?.tagName === target.tagName) return node;
  }
  return null;
}

/** The `value` setter of the control's prototype, past React's own on the element. */
function nativeValueSetter(control: Element): ((this: Element, value: string) => void) | undefined {
  const prototype: object | null = Object.getPrototypeOf(control) as object | null;
  return prototype ? Object.getOwnPropertyDescriptor(prototype, 'value')?.set : undefined;
}

/**
 * Sets a control's value so that React sees a change: React tracks the value it last set
 * through the element's own `value` property, so reset that first, then set the wanted value
 * past it, then send the event React listens to.
 */
function setValueAsUser(
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
  eventType: 'input' | 'change',
) {
  const setNative = nativeValueSetter(control);
  if (!setNative) return;
  control.value = control instanceof HTMLSelectElement ? '' : control.defaultValue;
  setNative.call(control, value);
  control.dispatchEvent(new Event(eventType, { bubbles: true }));
}

const TYPED_CONTROLS = 'input:not([type]),input[type="text"],input[type="search"],textarea';

/** Text typed into server-rendered fields before hydration reaches React's state. */
export function syncTypedText(root: Element): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    TYPED_CONTROLS,
  )) {
    if (field.value !== field.defaultValue) setValueAsUser(field, field.value, 'input');
  }
}

/** Replays held events, in order, on their live controls. */
export function replayHeldEvents(events: HeldEvent[], root: Element): void {
  for (const event of events) {
    const target = liveTarget(event.target, root);
    if (!target) continue;
    if (event.type === 'click' && target instanceof HTMLElement) target.click();
    else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      const submitter = event.submitter?.isConnected ? event.submitter : null;
      target.requestSubmit(submitter);
    } else if (event.type === 'change' && target instanceof HTMLSelectElement) {
      setValueAsUser(target, event.value ?? target.value, 'change');
    }
  }
}
