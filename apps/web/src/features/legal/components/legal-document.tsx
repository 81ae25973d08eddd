import { useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { focusProgrammatically } from '../../../lib/page-focus';

/**
 * A legal page from the catalog: `<prefix>.title`, `.updated`, `.version` (when a version is
 * given), `.intro`, then per section `<prefix>.sections.<id>.title`, `.text`, optionally `.items`
 * (a list) and `.note` (a paragraph after the list).
 *
 * Each section is an anchor named after its id (`/privacy#consumer`): opening such a link scrolls
 * to the section and moves focus to its heading, also when the page is reached from another route.
 */
export function LegalDocument({
  prefix,
  sections,
  testId,
  version,
}: {
  prefix: string;
  sections: readonly string[];
  testId: string;
  version?: string;
}) {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();

  useEffect(() => {
    // Section ids are plain words: no decoding needed, and a malformed hash simply matches none.
    const id = hash.slice(1);
    if (!sections.includes(id)) return;
    // After the browser's own fragment handling, which moves focus to the page when the target
    // (a section) is not focusable, and after the route change put focus on the page's h1.
    const timer = setTimeout(() => {
      const heading = document.getElementById(id)?.querySelector('h2');
      if (!heading) return;
      heading.scrollIntoView({ block: 'start' });
      focusProgrammatically(heading);
    });
    return () => clearTimeout(timer);
  }, [hash, sections]);

  return (
    <Card className="shadow-sm border-0 legal-document" data-testid={`${testId}-page`}>
      <Card.Body className="p-4 p-md-5">
        <PageTitle testId={`${testId}-title`} className="mb-1">
          {t(`${prefix}.title`)}
        </PageTitle>
        <p className="text-body-secondary small mb-4">
          <span data-testid={`${testId}-updated`}>{t(`${prefix}.updated`)}</span>
          {version && (
            <>
              {' · '}
              <span data-testid={`${testId}-version`}>{t(`${prefix}.version`, { version })}</span>
            </>
          )}
        </p>
        <p className="lead fs-6">{t(`${prefix}.intro`)}</p>
        {sections.map((id, index) => {
          const base = `${prefix}.sections.${id}`;
          const items: unknown = t(`${base}.items`, { returnObjects: true, defaultValue: [] });
          return (
            <section key={id} id={id} className="mt-4" data-testid={`${testId}-section-${id}`}>
              <h2 className="h5">
                {index + 1}. {t(`${base}.title`)}
              </h2>
              <p className="mb-2">{t(`${base}.text`)}</p>
              {Array.isArray(items) && items.length > 0 && (
                <ul>
                  {items.map((item) => (
                    <li key={String(item)}>{String(item)}</li>
                  ))}
                </ul>
              )}
              {i18n.exists(`${base}.note`) && <p className="mb-2">{t(`${base}.note`)}</p>}
            </section>
          );
        })}
      </Card.Body>
    </Card>
  );
}
