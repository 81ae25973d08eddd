import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules (and 2.0, which 2.1 includes) that every page must pass. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The impacts that fail a page: what blocks or seriously hinders a user of assistive technology. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements, with a short HTML excerpt each. */
  nodes: string[];
}

let axeSource: Promise<string> | undefined;
/** The pages whose every new document loads axe (an init script). */
const withAxe = new WeakSet<Page>();
const loadAxe = () =>
  (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe-core in the page as it is now (after its content settled) and answers the serious and
 * critical violations of the WCAG 2.1 A/AA rules. axe is injected once per document.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Contrast is measured on what is drawn: let fades and slides (tabs, modals, toasts) finish first.
  // Endless animations (spinners) are not waited for.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    // Fades last a fraction of a second, but a loaded 2-core machine draws few frames (CI once waited 5 s).
    { timeout: 15_000 },
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    await page.addScriptTag({ content: await loadAxe() });
    // Every later document of this page has axe from its start: injected into each document, axe
    // cost 364 ms a page of the tour; as an init script 5 ms (V8 reuses its compiled code) and about
    // 90 ms of load (2026-11-29, 57 pages of the super user's tour).
    if (!withAxe.has(page)) {
      withAxe.add(page);
      // The top document only: a frame's content is not the product's (the API docs' Swagger UI).
      await page.addInitScript({ content: `if (window === window.top) {\n${await loadAxe()}\n}` });
    }
  }
  return page.evaluate(
    async ({ tags, failing }) => {
      const axe = (window as unknown as { axe: AxeApi }).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => failing.includes(v.impact ?? ''))
        .map((v) => ({
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          nodes: v.nodes.map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}`),
        }));

      interface AxeApi {
        run(
          context: Document,
          options: object,
        ): Promise<{
          violations: Array<{
            id: string;
            impact?: string | null;
            help: string;
            nodes: Array<{ target: string[]; html: string }>;
          }>;
        }>;
      }
    },
    { tags: [...WCAG_21_AA_TAGS], failing: [...FAILING_IMPACTS] },
  );
}

/** A readable report: the page, then each rule with its elements. */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map((v) => `${where}: [${v.impact}] ${v.rule} — ${v.help}\n    ${v.nodes.join('\n    ')}`)
    .join('\n');
}

/** Fails (with the rule, the elements and the page) when the page has a serious or critical violation. */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length)
    throw new Error(`accessibility violations\n${describeViolations(where, violations)}`);
}
