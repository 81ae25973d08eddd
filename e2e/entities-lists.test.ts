import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ENTITIES } from '@app/contracts';
import { useE2eEnvironment } from './support/environment';
import { pageGet } from './support/page-api';
import {
  expectedHttpError,
  expectNoBrowserErrors,
  signInThroughUi,
  switchLanguage,
  text,
} from './support/fixtures';

/** A translation key shown instead of its text (entities.nation.fields.code, purifierApp.x.created ...). */
const UNTRANSLATED = /\b(entities|entity|purifierApp|global|error)\.[a-zA-Z_]+(\.[a-zA-Z_0-9]+)*\b/;

const mainText = async (page: Page) => (await page.textContent('main')) ?? '';

/** The list has finished loading: its table, or the 'No ... found' warning. */
const listLoaded = (page: Page) =>
  page.waitForSelector('[data-testid=entity-table], [data-testid=entity-empty]');

describe('every entity list, detail and form as admin', () => {
  const env = useE2eEnvironment();

  it.each(['it', 'en'] as const)(
    'opens every screen in %s with no error and no untranslated key',
    async (language) => {
      const page = await env.browser.newPage();
      await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
      await switchLanguage(page, language);

      // The menu lists every entity, in ENTITIES order, inside at most 80% of the viewport height.
      await page.click('#entities-menu');
      const items = await page.$$eval('[data-testid^=entities-menu-]', (links) =>
        links.map((a) => [a.getAttribute('data-testid'), a.getAttribute('href'), a.textContent?.trim()]),
      );
      expect(items.map(([id]) => id)).toEqual(ENTITIES.map((d) => `entities-menu-${d.name}`));
      expect(items.map(([, href]) => href)).toEqual(ENTITIES.map((d) => `/${d.name}`));
      for (const [, , label] of items) expect(label).not.toMatch(UNTRANSLATED);
      const menu = await page.$eval('[data-testid=entities-menu] .dropdown-menu', (el) => {
        const style = getComputedStyle(el);
        return {
          maxHeight: parseFloat(style.maxHeight),
          overflowY: style.overflowY,
          viewport: window.innerHeight,
        };
      });
      expect(menu.maxHeight).toBeCloseTo(menu.viewport * 0.8, 0);
      expect(menu.overflowY).toBe('auto');
      await page.click('[data-testid=entities-menu-device]');
      await listLoaded(page);
      expect(new URL(page.url()).pathname).toBe('/device');

      for (const d of ENTITIES) {
        await page.goto(`${env.server.baseUrl}/${d.name}`);
        await listLoaded(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await text(page, 'entity-list-title')).not.toBe('');
        expect(await mainText(page), `${d.name} list`).not.toMatch(UNTRANSLATED);
        // Paginated lists put their page and sort in the address bar.
        if (d.paginated) expect(new URL(page.url()).search).toBe('?page=1&sort=id,asc');
        expect(await page.isVisible('[data-testid=entity-create]')).toBe(!d.readOnly);

        const firstView = await page.$('[data-testid^=view-]');
        if (firstView) {
          await firstView.click();
          await page.waitForSelector('[data-testid=entity-detail]');
          expect(await mainText(page), `${d.name} detail`).not.toMatch(UNTRANSLATED);
          // Read-only records (logs) have no edit link; tab-city keeps the spec's.
          if (d.readOnly && !d.detailEditLink) {
            expect(await page.isVisible('[data-testid=entity-edit]')).toBe(false);
          } else {
            await page.click('[data-testid=entity-edit]');
            await page.waitForSelector(
              d.readOnly ? '[data-testid=entity-read-only]' : '[data-testid=entity-form]',
            );
            expect(await mainText(page), `${d.name} edit`).not.toMatch(UNTRANSLATED);
          }
        }
        if (!d.readOnly) {
          await page.goto(`${env.server.baseUrl}/${d.name}/new`);
          await page.waitForSelector('[data-testid=entity-form]');
          expect(await page.isVisible(`#${d.name}-id`)).toBe(false);
          expect(await mainText(page), `${d.name} create`).not.toMatch(UNTRANSLATED);
        }
      }
      expectNoBrowserErrors(env.browser);
      await page.close();
    },
  );

  it('refuses the screens and the API to a user without an admin role', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'user', 'user');
    expect(await page.isVisible('[data-testid=entities-menu]')).toBe(false);
    await page.goto(`${env.server.baseUrl}/nation`);
    await page.waitForSelector('[data-testid=not-authorized]');
    // Not only hidden: the server answers 403 to the same call.
    expect((await pageGet(page, '/api/nations'))?.status).toBe(403);
    expectNoBrowserErrors(env.browser, [expectedHttpError(403)]);
    await page.close();
  });

  it('shows the not-found page for paths that are no screen', async () => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
    for (const path of ['/tab-city/new', '/tab-city/5/delete', '/nation/abc']) {
      await page.goto(`${env.server.baseUrl}${path}`);
      await page.waitForSelector('[data-testid=not-found]');
    }
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});
