import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { i18n } from './i18n';

/**
 * Keyboard and screen-reader focus across pages (WCAG 2.4.3 focus order, 2.4.2 page titled): the
 * id of the layout's `<main>`, what can take focus inside a container, the page's main heading,
 * and the route change hook that moves focus to the new page's heading and titles the document.
 */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a new page may take to show its heading (its record is still loading) before main gets focus. */
const HEADING_WAIT_MS = 5000;
const POLL_MS = 50;

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

export const mainContent = (): HTMLElement | null => document.getElementById(MAIN_CONTENT_ID);

/** The page's main heading: the first h1 inside main. */
export const mainHeading = (): HTMLElement | null => mainContent()?.querySelector('h1') ?? null;

/** The elements Tab reaches inside `container`, in order (visible, enabled, tabindex not negative). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert], [aria-hidden=true]') &&
      element.getClientRects().length > 0,
  );
}

/** Focuses an element that is not focusable by itself (a heading, main) without adding it to the Tab order. */
export function focusProgrammatically(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** Moves focus to the page's main heading, or to main when the page has none. */
export function focusMainHeading(): void {
  const target = mainHeading() ?? mainContent();
  if (target) focusProgrammatically(target);
}

/** Whether focus has nowhere to be (the focused element went away or nothing was focused). */
export const focusIsLost = (): boolean => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/** "Page heading – Purifier Backoffice", in the interface language; the app's name alone without a heading. */
export function refreshDocumentTitle(): void {
  const appTitle = i18n.t('global.title');
  const heading = mainHeading()?.textContent?.replace(/\s+/g, ' ').trim();
  document.title = heading && heading !== appTitle ? `${heading} – ${appTitle}` : appTitle;
}

/** Headings that were on screen when a navigation began: a page whose heading is among them did not change. */
const knownHeadings = new WeakSet<Element>();
/** The path whose page last had its focus handled (null before the first page). */
let routeFocusPathname: string | null = null;

/**
 * On every route change (not the first page load, where the skip link comes first): focus goes to
 * the new page's h1 — waiting for it while the page's data loads — or to main when none shows.
 * Focus is left alone when the new page or a dialog placed it (an autofocused field, a dialog
 * route opening), when the user moved it meanwhile, and when the heading did not change (a dialog
 * route closing over its list: the dialog gives focus back to its opener). The document title
 * follows the page's h1 and the interface language.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const main = mainContent();
    if (!main) return;
    const observer = new MutationObserver(refreshDocumentTitle);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    const onLanguage = () => setTimeout(refreshDocumentTitle);
    i18n.on('languageChanged', onLanguage);
    refreshDocumentTitle();
    return () => {
      observer.disconnect();
      i18n.off('languageChanged', onLanguage);
    };
  }, []);

  useEffect(() => {
    const main = mainContent();
    if (!main) return;
    const startedAt = Date.now();
    const startActive = document.activeElement;
    // The first page load (focus stays at the top, where the skip link is), or the same page again.
    const unchanged = routeFocusPathname === null || routeFocusPathname === pathname;
    routeFocusPathname = pathname;
    // The new page (an autofocused field) or a dialog route took focus: that is where it belongs.
    const placed =
      !focusIsLost() && !!startActive && (main.contains(startActive) || !!startActive.closest('.modal'));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const heading = mainHeading();
      const moved = document.activeElement !== startActive && !focusIsLost();
      if (unchanged || placed || moved) {
        if (heading) knownHeadings.add(heading);
        else if (Date.now() - startedAt < HEADING_WAIT_MS) timer = setTimeout(check, POLL_MS);
        return;
      }
      if (heading) {
        if (!knownHeadings.has(heading)) {
          knownHeadings.add(heading);
          focusProgrammatically(heading);
        }
        return;
      }
      if (Date.now() - startedAt < HEADING_WAIT_MS) timer = setTimeout(check, POLL_MS);
      else if (focusIsLost() || document.activeElement === startActive) focusProgrammatically(main);
    };
    check();
    return () => clearTimeout(timer);
  }, [pathname]);
}
