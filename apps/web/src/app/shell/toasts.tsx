import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Slide, ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import { focusIsLost, focusMainHeading } from '../../lib/page-focus';

const TOAST = '.Toastify__toast';

/** The toast element `target` is in (its id is the toast's id), if any. */
const toastOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(TOAST) : null;

/**
 * Focus that was inside a closing toast: on to the page's main heading once the toast has gone
 * (after its exit animation) instead of nowhere.
 */
function rescueFocus(closing: HTMLElement) {
  const until = Date.now() + 3000;
  const watch = setInterval(() => {
    if (closing.isConnected && Date.now() < until) return;
    clearInterval(watch);
    if (focusIsLost()) focusMainHeading();
  }, 50);
}

/** react-toastify's × with a translated accessible name (its own says "close" in every language). */
function CloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        const closing = toastOf(document.activeElement);
        closeToast(true);
        if (closing) rescueFocus(closing);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The toast area (top left, docs/product.md#shell-and-menus); loaded after the first render (docs/decisions/017-web-delivery.md).
 * Screen readers hear each toast (lib/notify gives successes and infos role=status, errors
 * role=alert). From the keyboard: Alt+T reaches the newest toast, Tab its × button; Escape
 * dismisses the focused toast; a focused toast does not close by itself, and focus that was in a
 * toast when it closes goes to the page's main heading. The timer bar is left out (it is read
 * out as an untranslated "notification timer").
 */
export function Toasts() {
  const { t } = useTranslation();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const focused = toastOf(document.activeElement);
      if (event.key !== 'Escape' || !focused) return;
      event.preventDefault();
      toast.dismiss(focused.id);
      rescueFocus(focused);
    };
    const onFocusIn = (event: FocusEvent) => {
      const focused = toastOf(event.target);
      if (focused) toast.pause({ id: focused.id });
    };
    const onFocusOut = (event: FocusEvent) => {
      const left = toastOf(event.target);
      if (left && toastOf(event.relatedTarget) !== left) toast.play({ id: left.id });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return (
    <ToastContainer
      position="top-left"
      autoClose={5000}
      newestOnTop
      closeOnClick
      hideProgressBar
      theme="colored"
      transition={Slide}
      className="app-toasts"
      aria-label={t('global.a11y.notifications')}
      closeButton={(props) => <CloseButton {...props} label={t('global.a11y.closeNotification')} />}
    />
  );
}
