import { PRIVACY_NOTICE_VERSION } from '@app/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, switchLanguage, text } from './support/fixtures';

/** What each language must show: the consumer part of the privacy notice and the terms' closing clauses. */
const EXPECTED = {
  it: {
    version: `Versione ${PRIVACY_NOTICE_VERSION}`,
    updated: '24 novembre 2026',
    consumer: ['indirizzo e-mail', 'numero di serie', 'art. 6, par. 1, lett. b'],
    marketing: ['marketing di Aria Pura', 'comunicazione a rivenditori e partner', 'art. 6, par. 1, lett. a'],
    withdrawal: ['Invia', 'art. 7, par. 3'],
    deletion: ['Elimina', 'liberiamo il purificatore'],
    rights: ['Garante per la protezione dei dati personali'],
    law: ['legge italiana'],
    court: ['risiede o ha il domicilio', 'art. 66-bis del Codice del Consumo'],
    arbitration: ['Camera Arbitrale di Milano', 'arbitro unico', 'lingua italiana', 'sede a Milano'],
    warranty: ['non sostituisce lo scontrino', 'garanzia legale'],
  },
  en: {
    version: `Version ${PRIVACY_NOTICE_VERSION}`,
    updated: '24 November 2026',
    consumer: ['e-mail address', 'serial number', 'Art. 6(1)(b)'],
    marketing: ['Aria Pura marketing', 'passing to dealers and partners', 'Art. 6(1)(a)'],
    withdrawal: ['Send', 'Art. 7(3)'],
    deletion: ['Delete', 'release the purifier'],
    rights: ['Garante per la protezione dei dati personali'],
    law: ['Italian law'],
    court: ['lives or is domiciled', 'Article 66-bis of the Italian Consumer Code'],
    arbitration: [
      'Milan Chamber of Arbitration',
      'sole arbitrator',
      'language is Italian',
      'seat of the arbitration is Milan',
    ],
    warranty: ['does not replace the receipt', 'legal guarantee'],
  },
} as const;

const sectionText = async (page: Page, doc: 'privacy' | 'terms', section: string) =>
  text(page, `${doc}-section-${section}`);

describe('legal pages', () => {
  const env = useE2eEnvironment();

  it.each(['it', 'en'] as const)(
    'show the consumer notice, the consents and the version in %s',
    async (language) => {
      const expected = EXPECTED[language];
      const page = await env.browser.newPage();
      await page.goto(`${env.server.baseUrl}/privacy`);
      await page.waitForSelector('[data-testid=privacy-title]');
      if (language === 'en') await switchLanguage(page, 'en');
      expect(await text(page, 'privacy-version')).toBe(expected.version);
      expect(await text(page, 'privacy-updated')).toContain(expected.updated);
      for (const section of ['consumer', 'marketing', 'withdrawal', 'deletion', 'rights'] as const)
        for (const wording of expected[section])
          expect(await sectionText(page, 'privacy', section)).toContain(wording);
      // Two separate consents, each its own list item.
      expect(await page.locator('[data-testid=privacy-section-marketing] li').count()).toBe(2);
      // The sections are anchors.
      expect(await page.getAttribute('[data-testid=privacy-section-consumer]', 'id')).toBe('consumer');

      await page.goto(`${env.server.baseUrl}/terms-and-conditions`);
      await page.waitForSelector('[data-testid=terms-title]');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await text(page, 'terms-version')).toBe(expected.version);
      expect(await text(page, 'terms-updated')).toContain(expected.updated);
      for (const section of ['law', 'court', 'arbitration', 'warranty'] as const)
        for (const wording of expected[section])
          expect(await sectionText(page, 'terms', section)).toContain(wording);
      expectNoBrowserErrors(env.browser);
      await page.close();
    },
  );

  it('opens a section from its anchor, on load and within the page', async () => {
    const page = await env.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${env.server.baseUrl}/privacy#consumer`);
    await page.waitForSelector('[data-testid=privacy-section-consumer]');
    const focusedSection = () => page.evaluate(() => document.activeElement?.closest('section')?.id ?? null);
    await expect.poll(focusedSection).toBe('consumer');
    expect(await page.isVisible('#consumer h2')).toBe(true);
    // A hash change on the same page (a link to another section) moves there too.
    await page.goto(`${env.server.baseUrl}/privacy#deletion`);
    await expect.poll(focusedSection).toBe('deletion');
    // In view (Bootstrap scrolls smoothly, hence the poll).
    const top = () => page.evaluate(() => document.getElementById('deletion')!.getBoundingClientRect().top);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    await expect.poll(top).toBeLessThan(600);
    // From another route, through the router.
    await page.goto(`${env.server.baseUrl}/`);
    await page.waitForSelector('[data-testid=home-title]');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/terms-and-conditions#arbitration');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForSelector('[data-testid=terms-section-arbitration]');
    await expect.poll(focusedSection).toBe('arbitration');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});
