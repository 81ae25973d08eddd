import { useEffect, useState } from 'react';
import { focusIsLost, focusMainHeading, tabbables } from '../../lib/page-focus';

/** How long after closing a dialog its opener is watched: a deletion may remove it a moment later. */
const OPENER_WATCH_MS = 3000;

const dialogOf = (labelId: string): HTMLElement | null =>
  document.getElementById(labelId)?.closest<HTMLElement>('[role=dialog]') ?? null;

/** Focus inside a dialog that just opened: its `[data-initial-focus]` element, else its first field or button. */
function focusInitial(dialog: HTMLElement) {
  const chosen = dialog.querySelector<HTMLElement>('[data-initial-focus]:not([disabled])');
  const body = dialog.querySelector<HTMLElement>('.modal-body');
  const target = chosen ?? (body && tabbables(body)[0]) ?? tabbables(dialog)[0];
  (target ?? dialog).focus();
}

/** Focus back on the opener; when it is gone (a route change, the deleted row), on the page's main heading. */
function restoreFocus(opener: HTMLElement | null) {
  const usable = (element: HTMLElement | null): element is HTMLElement =>
    !!element && element.isConnected && element.getClientRects().length > 0;
  if (!focusIsLost() && !document.activeElement?.closest('.modal')) return;
  if (!usable(opener)) {
    focusMainHeading();
    return;
  }
  opener.focus();
  const until = Date.now() + OPENER_WATCH_MS;
  const watch = setInterval(() => {
    if (!opener.isConnected && focusIsLost()) focusMainHeading();
    if (!opener.isConnected || Date.now() > until || document.activeElement !== opener) clearInterval(watch);
  }, 100);
}

/**
 * Keyboard focus of a react-bootstrap Modal (WCAG 2.1.2, 2.4.3): when it opens, focus goes inside
 * (`[data-initial-focus]`, or the first control of its body); while open, Tab and Shift+Tab cycle
 * through its controls; when it closes (or its route goes), focus returns to the element that
 * opened it, or to the page's main heading when that element no longer exists. `labelId` is the
 * id of the dialog's title (its aria-labelledby). Spread the answer on the Modal.
 */
export function useDialogFocus(labelId: string): { restoreFocus: false; onShow: () => void } {
  // The element focused when the dialog first rendered: its opener (the modal has not taken focus yet).
  const [opener] = useState<HTMLElement | null>(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );

  useEffect(() => {
    let open = true;
    const trap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const dialog = dialogOf(labelId);
      if (!dialog) return;
      const items = tabbables(dialog);
      const active = document.activeElement;
      const inside = !!active && dialog.contains(active);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && (!inside || active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', trap, true);
    return () => {
      open = false;
      document.removeEventListener('keydown', trap, true);
      // After the dialog has left the page (and not when React only remounts it, in development).
      setTimeout(() => {
        if (!open && !dialogOf(labelId)) restoreFocus(opener);
      });
    };
  }, [labelId, opener]);

  return {
    // The Modal's own restore would focus a removed opener; the cleanup above does it instead.
    restoreFocus: false,
    onShow: () => {
      const dialog = dialogOf(labelId);
      if (dialog && !dialog.contains(document.activeElement)) focusInitial(dialog);
    },
  };
}
