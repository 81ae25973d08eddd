import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, mainContent, focusProgrammatically, useRouteFocus } from '../../lib/page-focus';
import './skip-link.css';

/**
 * The first focusable element of every page: "Skip to main content", visible when focused, moves
 * focus to `<main id="main-content">`. Rendered once by the layout, it also runs the route change
 * focus and document title handling (lib/page-focus), which belongs to the shell in the same way.
 */
export function SkipLink() {
  const { t } = useTranslation();
  useRouteFocus();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainContent();
    if (!main) return;
    // No hash in the address bar (the router would see a navigation): focus main directly.
    event.preventDefault();
    focusProgrammatically(main);
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link visually-hidden-focusable"
      onClick={skip}
      data-testid="skip-link"
    >
      {t('global.a11y.skipToContent')}
    </a>
  );
}
