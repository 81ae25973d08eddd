import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signOut } from './support/fixtures';

/**
 * WCAG 2.1.1 (keyboard), 2.4.3 (focus order), 2.4.7 (focus visible), 4.1.3 (status messages):
 * the back office used with the keyboard alone. Everything after the first page load is done with
 * `page.keyboard` (Tab, Shift+Tab, Enter, Space, Escape, arrows, typing in the focused field):
 * no clicks, no fills; the only page opened otherwise is the home page each test starts from.
 */

/** A short description of the focused element, for failure messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const testId = el.getAttribute('data-testid');
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${testId ? ` data-testid=${testId}` : ''}>`;
  });

const focusMatches = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.matches(s), selector);

/** Waits until the focused element matches `selector` (route changes move focus a moment after rendering). */
async function expectFocus(page: Page, selector: string, timeout = 5000) {
  try {
    await page.waitForFunction((s) => !!document.activeElement?.matches(s), selector, { timeout });
  } catch {
    throw new Error(`focus expected on ${selector}, is on ${await focused(page)}`);
  }
}

/** Presses `key` (Tab by default) until the focused element matches `selector`; fails after `max` presses. */
async function pressUntil(page: Page, selector: string, { key = 'Tab', max = 400 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await focusMatches(page, selector)) return;
    await page.keyboard.press(key);
  }
  if (!(await focusMatches(page, selector)))
    throw new Error(`${key} never reached ${selector} (${max} presses); focus is on ${await focused(page)}`);
}

/** Whether the focused element shows a focus indicator (an outline or a box shadow ring). */
const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });

/** The page's h1 has focus (after a route change) and the document is titled after it. */
async function expectHeadingFocused(page: Page, testId: string) {
  await expectFocus(page, `h1[data-testid=${testId}]`);
  const heading = (await page.textContent(`[data-testid=${testId}]`))?.trim() ?? '';
  await page.waitForFunction((h) => document.title.startsWith(h), heading);
  expect(await page.title()).toContain('Purifier Backoffice');
}

/** Signs in from the home page with the keyboard: the invitation's sign-in link, the two fields, Enter. */
async function signInWithKeyboard(page: Page, login: string, password: string) {
  await pressUntil(page, '[data-testid=home-signin-link]');
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=login-form]');
  // The login page puts the cursor in its first field.
  await expectFocus(page, '#username');
  await page.keyboard.type(login);
  await page.keyboard.press('Tab');
  await expectFocus(page, '#password');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=home-logged-message]');
  await expectHeadingFocused(page, 'home-title');
}

/** Opens a navbar dropdown with the keyboard and picks an item with the arrow keys. */
async function chooseFromMenu(page: Page, toggle: string, item: string) {
  await pressUntil(page, toggle);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${item}`, { state: 'visible' });
  expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('true');
  await pressUntil(page, item, { key: 'ArrowDown', max: 30 });
  await page.keyboard.press('Enter');
}

describe('keyboard only', () => {
  const env = useE2eEnvironment();

  it('admin: skip link, sign-in, the device list sorted and paged, a record edited and saved, a delete dialog', async () => {
    const page = await env.browser.newPage();
    await signOut(page, env.server.baseUrl);

    await page.goto(env.server.baseUrl);
    await page.waitForSelector('[data-testid=home-title]');

    // The first Tab reaches the skip link (the first focusable element), shown while focused; Enter moves focus to main.
    await page.keyboard.press('Tab');
    await expectFocus(page, '[data-testid=skip-link]');
    expect(
      await page.evaluate(() =>
        document
          .querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')
          ?.getAttribute('data-testid'),
      ),
    ).toBe('skip-link');
    expect(await page.isVisible('[data-testid=skip-link]')).toBe(true);
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expectFocus(page, 'main#main-content');

    // A failed sign-in: the empty fields are invalid, described by their messages, focus on the first.
    await pressUntil(page, '[data-testid=home-signin-link]');
    await page.keyboard.press('Enter');
    await expectFocus(page, '#username');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#username[aria-invalid=true]');
    await expectFocus(page, '#username');
    expect(await page.getAttribute('#username', 'aria-describedby')).toBe('username-error');
    expect(await page.textContent('#username-error')).toBeTruthy();
    expect(await page.getAttribute('#username', 'required')).not.toBeNull();
    // Back home through the brand link with Shift+Tab, then the real sign-in.
    await pressUntil(page, '[data-testid=menu-home]', { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=home-signin-link]');
    await signInWithKeyboard(page, 'admin', 'admin');

    // The entities menu opens with Enter and moves with the arrow keys.
    await chooseFromMenu(page, '#entities-menu', '[data-testid=entities-menu-device]');
    await page.waitForSelector(
      '[data-testid=entity-list-device][data-busy=false] [data-testid=entity-table]',
    );
    expect(new URL(page.url()).pathname).toBe('/device');
    await expectHeadingFocused(page, 'entity-list-title');

    // Sorting: the header's button; aria-sort on the th says the order; focus stays on the button.
    const nameHeader = 'th:has([data-testid=sort-name])';
    expect(await page.getAttribute(nameHeader, 'aria-sort')).toBe('none');
    expect(await page.getAttribute('th:has([data-testid=sort-id])', 'aria-sort')).toBe('ascending');
    await pressUntil(page, '[data-testid=sort-name]');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${nameHeader}[aria-sort=ascending]`);
    expect(await page.getAttribute('th:has([data-testid=sort-id])', 'aria-sort')).toBe('none');
    await expectFocus(page, '[data-testid=sort-name]');
    await page.keyboard.press('Space');
    await page.waitForSelector(`${nameHeader}[aria-sort=descending]`);
    await page.waitForSelector('[data-testid=entity-list-device][data-busy=false]');
    expect(decodeURIComponent(new URL(page.url()).search)).toBe('?page=1&sort=name,desc');

    // Paging: a nav landmark with a name; the current page is aria-current, focus stays put.
    expect(await page.getAttribute('nav[data-testid=pagination]', 'aria-label')).toBeTruthy();
    expect(await page.getAttribute('[data-testid=page-1]', 'aria-current')).toBe('page');
    await pressUntil(page, '[data-testid=page-2]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=page-2][aria-current=page]');
    await page.waitForSelector('[data-testid=entity-list-device][data-busy=false]');
    await expectFocus(page, '[data-testid=page-2]');
    // Back to page 1 with Shift+Tab.
    await pressUntil(page, '[data-testid=page-1]', { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=page-1][aria-current=page]');
    await page.waitForSelector('[data-testid=entity-list-device][data-busy=false]');

    // A record's detail, then its edit form.
    const firstRow = await page.getAttribute('[data-testid^=entity-row-]', 'data-testid');
    const id = Number(firstRow!.replace('entity-row-', ''));
    await pressUntil(page, `[data-testid=view-${id}]`, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=entity-detail]');
    await expectHeadingFocused(page, 'entity-detail-title');
    await pressUntil(page, '[data-testid=entity-edit]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=entity-form]');
    await expectHeadingFocused(page, 'entity-form-title');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#device-name')?.value);

    // A new name typed in place of the old one; a date that is no date is refused on save, focus
    // going to it (aria-invalid, described by its message), then typed again right.
    expect(await page.textContent('label[for=device-name]')).toBeTruthy();
    const newName = `Purificatore tastiera ${Date.now() % 100000}`;
    await pressUntil(page, '#device-name');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(newName);
    const date = '#device-purchase_date';
    const purchaseDate = await page.inputValue(date);
    await pressUntil(page, date);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('99/99/2020');
    await pressUntil(page, '#entity-save');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${date}[aria-invalid=true]`);
    await expectFocus(page, date);
    expect(await page.getAttribute(date, 'aria-describedby')).toBe('device-purchase_date-error');
    expect(await page.textContent('#device-purchase_date-error')).toBeTruthy();
    await page.keyboard.press('Control+A');
    if (purchaseDate) await page.keyboard.type(purchaseDate);
    else await page.keyboard.press('Delete');
    await pressUntil(page, '#entity-save');
    await page.keyboard.press('Enter');

    // Saved: back on the list, the success toast announced politely (role=status), focus on the list's heading.
    await page.waitForSelector(
      '[data-testid=entity-list-device][data-busy=false] [data-testid=entity-table]',
    );
    await expectHeadingFocused(page, 'entity-list-title');
    const toast = '.Toastify__toast--success[role=status]';
    await page.waitForSelector(toast);
    expect(await page.textContent(toast)).toMatch(new RegExp(`aggiornat.*\\b${id}\\b`, 'i'));
    expect(await page.getAttribute('section.Toastify', 'aria-live')).toBe('polite');
    // Alt+T reaches the toast (which then stays), Escape dismisses it and focus goes back to the heading.
    await page.keyboard.press('Alt+t');
    await expectFocus(page, `${toast}`);
    await page.keyboard.press('Escape');
    await page.waitForSelector(toast, { state: 'detached' });
    await expectFocus(page, 'h1[data-testid=entity-list-title]');

    // The delete dialog (of the list's first row): focus inside when it opens, kept inside by Tab,
    // back on its opener after Escape.
    const shown = await page.getAttribute('[data-testid^=entity-row-]', 'data-testid');
    const other = Number(shown!.replace('entity-row-', ''));
    await pressUntil(page, `[data-testid=delete-${other}]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=delete-dialog]');
    expect(new URL(page.url()).pathname).toBe(`/device/${other}/delete`);
    await expectFocus(page, '[role=dialog] *');
    await expectFocus(page, '[data-testid=delete-cancel]');
    const dialogName = await page.evaluate(() => {
      const dialog = document.querySelector('[role=dialog]')!;
      return document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent;
    });
    expect(dialogName).toBe("Conferma l'eliminazione");
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      await expectFocus(page, '[role=dialog] *');
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      await expectFocus(page, '[role=dialog] *');
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=delete-dialog]', { state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/device');
    await expectFocus(page, `[data-testid=delete-${other}]`);
    expect(await page.isVisible(`[data-testid=entity-row-${other}]`)).toBe(true);

    // The account menu signs out.
    await chooseFromMenu(page, '#account-menu', '[data-testid=menu-logout]');
    await page.waitForSelector('[data-testid=home-signin-link]');
    await expectHeadingFocused(page, 'home-title');

    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('dealer: the accounts area, a customer and its permissions', async () => {
    const page = await env.browser.newPage();
    await signOut(page, env.server.baseUrl);
    await page.goto(env.server.baseUrl);
    await page.waitForSelector('[data-testid=home-signin-link]');
    await signInWithKeyboard(page, 'dealer', 'Demo-dealer1');

    // The custom menu's Customers entry: a link in the navbar.
    await pressUntil(page, '[data-testid=menu-accounts]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=accounts-table]');
    expect(new URL(page.url()).pathname).toBe('/accounts');
    await expectHeadingFocused(page, 'accounts-title');
    expect(await page.getAttribute('[data-testid=menu-accounts]', 'aria-current')).toBe('page');

    // The customer: its detail (the heading gets focus once the record has loaded).
    await pressUntil(page, '[data-testid=account-edit-customer]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=account-details]');
    await expectHeadingFocused(page, 'account-detail-title');

    // Edit opens the form with focus in its first field; Escape is not needed: Cancel brings focus back.
    await pressUntil(page, '[data-testid=account-edit-toggle]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=account-form]');
    await expectFocus(page, '[data-testid=account-form] input, [data-testid=account-form] select');
    await pressUntil(page, '[data-testid=account-cancel]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=account-details]');
    await expectFocus(page, '[data-testid=account-edit-toggle]');

    // Its permissions: the switches answer to Space; Undo puts them back.
    await pressUntil(page, '[data-testid=account-permissions]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=permission-table]');
    expect(new URL(page.url()).pathname).toMatch(/^\/accounts\/\d+\/permissions$/);
    await expectHeadingFocused(page, 'account-permissions-title');
    await pressUntil(page, '[data-testid=permission-table] input[type=checkbox]:not([disabled])');
    const switchId = await page.evaluate(() => document.activeElement!.id);
    const before = await page.isChecked(`#${switchId}`);
    expect(await page.getAttribute(`#${switchId}`, 'aria-label')).toBeTruthy();
    await page.keyboard.press('Space');
    expect(await page.isChecked(`#${switchId}`)).toBe(!before);
    await pressUntil(page, '[data-testid=permissions-reset]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      ([id, value]) => document.querySelector<HTMLInputElement>(`#${id}`)?.checked === value,
      [switchId, before] as const,
    );

    // The language menu: the page (and the document's title) in English.
    await chooseFromMenu(page, '#language-menu', '[data-testid=language-en]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForSelector('[data-testid=language-en][aria-current=true]', { state: 'attached' });
    const title = (await page.textContent('[data-testid=account-permissions-title]'))?.trim() ?? '';
    expect(title).toMatch(/permission/i);
    await page.waitForFunction((h) => document.title === `${h} – Purifier Backoffice`, title);

    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});
