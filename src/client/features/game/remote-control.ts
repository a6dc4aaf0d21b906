import { type RefObject, useEffect } from 'react';

/**
 * A TV remote on the host's screen (the board run in the TV's own browser): the arrow keys move a visible focus to
 * the nearest control in their direction, as on the screen (so right to left reads itself), OK/Enter presses it, and
 * Back leaves an open dialog. Nothing needs a pointer or a hover.
 */

/** Back on LG webOS (461) and Samsung Tizen (10009) remotes, besides the standard key names. */
const BACK_KEY_CODES = [461, 10009];

export function isBackKey(event: { key: string; keyCode?: number }): boolean {
  return (
    event.key === 'Escape' ||
    event.key === 'GoBack' ||
    event.key === 'BrowserBack' ||
    BACK_KEY_CODES.includes(event.keyCode ?? 0)
  );
}

export type Direction = 'up' | 'down' | 'left' | 'right';

const DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Up: 'up',
  Down: 'down',
  Left: 'left',
  Right: 'right',
};

export const directionOf = (key: string): Direction | undefined => DIRECTIONS[key];

export type Box = { left: number; top: number; right: number; bottom: number };

/** How far apart two ranges are (0 when they overlap). */
const gap = (startA: number, endA: number, startB: number, endB: number) =>
  Math.max(0, startB - endA, startA - endB);

/**
 * The index of the box nearest `from` in `direction`, or -1: a box counts when it lies beyond `from` in that
 * direction (its centre past `from`'s centre and its near edge not behind `from`'s near edge). The nearest box in line
 * with `from` (overlapping it across the direction) wins; with none in line, the one with the least distance along
 * the direction plus twice its distance across it.
 */
const OFF_LINE = 1_000_000;

export function nearestInDirection(from: Box, boxes: readonly Box[], direction: Direction): number {
  const centre = (box: Box) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
  const origin = centre(from);
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  boxes.forEach((box, index) => {
    const point = centre(box);
    const isBeyond =
      direction === 'right'
        ? point.x > origin.x + 1 && box.left >= from.left + 1
        : direction === 'left'
          ? point.x < origin.x - 1 && box.right <= from.right - 1
          : direction === 'down'
            ? point.y > origin.y + 1 && box.top >= from.top + 1
            : point.y < origin.y - 1 && box.bottom <= from.bottom - 1;
    if (!isBeyond) return;
    const isHorizontal = direction === 'left' || direction === 'right';
    const along = isHorizontal
      ? gap(from.left, from.right, box.left, box.right)
      : gap(from.top, from.bottom, box.top, box.bottom);
    const across = isHorizontal
      ? gap(from.top, from.bottom, box.top, box.bottom)
      : gap(from.left, from.right, box.left, box.right);
    // Boxes in line (overlapping across the direction) come first; among the others, distance across counts double.
    const score = across > 0 ? OFF_LINE + along + 2 * across : along;
    if (score < bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Fields where the arrow keys belong to the field (a caret, a choice in a group of radios). */
const ownsArrows = (element: Element | null) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLElement && element.isContentEditable);

function focusables(scope: Element): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]'),
  );
}

/**
 * Where the focus goes when there is none yet: the element marked as the start, or (unless `isFallback` is false)
 * the first control.
 */
function startOf(scope: Element, isFallback = true): HTMLElement | undefined {
  const marked = scope.querySelector<HTMLElement>('[data-remote-start]');
  if (marked && marked.getClientRects().length > 0) return marked;
  return isFallback ? focusables(scope)[0] : undefined;
}

/** How long a new screen is given to draw its marked start before its first control takes the focus instead. */
const START_FALLBACK_MS = 300;

/** Whether the person is using keys (a remote or a keyboard) rather than a pointer, for placing the focus by itself. */
let isUsingKeys = false;

/**
 * Gives the host's screen under `root` to a remote: arrows, and Back for dialogs. When `screen` changes (the board, a
 * question) and the person is using keys, the focus goes to the new screen's start.
 */
export function useRemoteControl(root: RefObject<HTMLElement | null>, screen: string): void {
  useEffect(() => {
    const onPointer = () => {
      isUsingKeys = false;
    };
    const onKey = (event: KeyboardEvent) => {
      isUsingKeys = true;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
      if (isBackKey(event)) {
        // Escape closes a native dialog by itself; the remotes' Back keys do the same here.
        if (dialog && event.key !== 'Escape') {
          event.preventDefault();
          if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
        }
        return;
      }
      const direction = directionOf(event.key);
      const scope = dialog ?? root.current;
      if (!direction || !scope) return;
      const active = document.activeElement;
      if (ownsArrows(active) && scope.contains(active)) return;
      const candidates = focusables(scope);
      if (!(active instanceof HTMLElement) || !scope.contains(active) || active === scope) {
        const start = startOf(scope);
        if (start) {
          event.preventDefault();
          start.focus();
        }
        return;
      }
      const others = candidates.filter((element) => element !== active);
      const next = nearestInDirection(
        active.getBoundingClientRect(),
        others.map((element) => element.getBoundingClientRect()),
        direction,
      );
      if (next >= 0) {
        event.preventDefault();
        others[next]!.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer, true);
    };
  }, [root]);

  useEffect(() => {
    const scope = root.current;
    if (!isUsingKeys || !scope) return;
    /**
     * Focuses the screen's start unless the focus is already in it; whether the focus is now in it. The screen's first
     * control stands in for a start only when `isFallback`: a marked start (a board's first tile to play) can arrive a
     * render after the screen changed, and taking the first control meanwhile would leave the focus on the toolbar.
     */
    const place = (isFallback: boolean) => {
      const active = document.activeElement;
      if (active && active !== document.body && scope.contains(active)) return true;
      const start = startOf(scope, isFallback);
      start?.focus();
      return start !== undefined && document.activeElement === start;
    };
    if (place(false)) return;
    // The start can still be disabled while the command that opened this screen is acknowledged, or not drawn yet: try
    // again as the screen's controls change, until the focus is placed.
    const observer = new MutationObserver(() => {
      if (place(false)) observer.disconnect();
    });
    observer.observe(scope, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    // A screen that marks no start gets its first control once its first renders have settled.
    const fallback = window.setTimeout(() => {
      if (place(true)) observer.disconnect();
    }, START_FALLBACK_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(fallback);
    };
  }, [root, screen]);
}
