/**
 * What CSS alone cannot do for a block's type popups (plugins/code-highlight/type-popups.ts renders
 * them; CSS shows one on hover and focus). Loaded when a pointer enters, focus, a touch or a key reaches a block
 * that has them:
 * - keys: the block is one tab stop; Enter steps into its names, arrows move between them, Home and End
 *   go to the first and last, Escape goes back to the block (or hides a popup the pointer opened);
 * - touch: a tap on a name shows its type (focus), a second tap on it hides it;
 * - place: a shown popup is fixed to the viewport under its name, so the block's scroll box never clips it.
 */
const NAME = '.twoslash-hover[tabindex]';
const POPUP = '.twoslash-popup-container';
/** Set on the block while Escape keeps a hovered popup hidden, until the pointer leaves the name. */
const DISMISSED = 'data-types-dismissed';

/** When each block's keys were turned on (the clock of events' `timeStamp`). */
const enabledAt = new WeakMap<HTMLElement, number>();

function place(name: Element): void {
  const popup = name.querySelector<HTMLElement>(POPUP);
  if (!popup) return;
  // Off screen, a block is skipped (`content-visibility: auto`, index.ts), and the containment that takes would make
  // the block the fixed popup's containing block and clip it. It is on screen now: let it render as any element.
  name.closest<HTMLElement>('pre')?.style.setProperty('content-visibility', 'visible');
  const rect = name.getBoundingClientRect();
  popup.style.position = 'fixed';
  popup.style.top = `${rect.bottom}px`;
  const right = document.documentElement.clientWidth;
  popup.style.left = `${Math.max(0, Math.min(rect.left, right - popup.offsetWidth))}px`;
}

function move(pre: HTMLElement, from: Element, key: string): HTMLElement | undefined {
  const names = Array.from(pre.querySelectorAll<HTMLElement>(NAME));
  const at = names.indexOf(from as HTMLElement);
  if (key === 'Home') return names[0];
  if (key === 'End') return names[names.length - 1];
  if (key === 'ArrowRight' || key === 'ArrowDown') return names[Math.min(at + 1, names.length - 1)];
  if (key === 'ArrowLeft' || key === 'ArrowUp') return names[Math.max(at - 1, 0)];
  return undefined;
}

function onKeyDown(pre: HTMLElement, event: KeyboardEvent): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Escape') {
    if (target !== pre) pre.focus();
    return;
  }
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (target === pre) {
    if (event.key === 'Enter') stepIn(pre);
    return;
  }
  const next = move(pre, target, event.key);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** Enter on the block: to its first name. */
function stepIn(pre: HTMLElement): void {
  pre.querySelector<HTMLElement>(NAME)?.focus();
}

/**
 * Turns on the keys, taps and placement of `pre`'s popups, once. `cause`: the event that loaded this module;
 * an Enter pressed on the block before its keys were on is answered now.
 */
export function enableTypePopups(pre: HTMLElement, cause: Event): void {
  const since = enabledAt.get(pre);
  if (
    cause instanceof KeyboardEvent &&
    cause.key === 'Enter' &&
    cause.target === pre &&
    (since ?? Infinity) > cause.timeStamp
  )
    stepIn(pre);
  if (since !== undefined) return;
  enabledAt.set(pre, performance.now());
  let tappedWhileShown: Element | null = null;
  pre.addEventListener('keydown', (event) => onKeyDown(pre, event));
  pre.addEventListener('focusin', (event) => {
    const name = (event.target as Element).closest(NAME);
    if (name) place(name);
  });
  pre.addEventListener('pointerover', (event) => {
    const name = (event.target as Element).closest(NAME);
    if (name) place(name);
  });
  // Escape hides a popup the pointer shows, wherever focus is (WCAG 1.4.13: dismissible without moving the pointer).
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && pre.matches(':hover')) pre.setAttribute(DISMISSED, '');
  });
  pre.addEventListener('pointerout', () => pre.removeAttribute(DISMISSED));
  pre.addEventListener('pointerdown', (event) => {
    const name = (event.target as Element).closest(NAME);
    tappedWhileShown = name && name === document.activeElement ? name : null;
  });
  pre.addEventListener('click', (event) => {
    const name = (event.target as Element).closest(NAME);
    if (name && name === tappedWhileShown) (name as HTMLElement).blur();
    tappedWhileShown = null;
  });
  // A shown popup follows its name when the block or the page scrolls.
  const follow = () => {
    const shown = pre.querySelector(`${NAME}:is(:hover, :focus)`);
    if (shown) place(shown);
  };
  pre.addEventListener('scroll', follow, { passive: true });
  window.addEventListener('scroll', follow, { passive: true });
  // A name hovered or focused while this module loaded.
  follow();
}
