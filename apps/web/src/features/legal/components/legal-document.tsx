import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';

/**
 * A legal page from the catalog: `<prefix>.title`, `.updated`, `.intro`, then per section
 * `<prefix>.sections.<id>.title`, `.text` and optionally `.items` (a list).
 */
export function LegalDocument({
  prefix,
  sections,
  testId,
}: {
  prefix: string;
  sections: readonly string[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card className="shadow-sm border-0 legal-document" data-testid={`${testId}-page`}>
      <Card.Body className="p-4 p-md-5">
        <PageTitle testId={`${testId}-title`} className="mb-1">
          {t(`${prefix}.title`)}
        </PageTitle>
        <p className="text-body-secondary small mb-4">{t(`${prefix}.updated`)}</p>
        <p className="lead fs-6">{t(`${prefix}.intro`)}</p>
        {sections.map((id, index) => {
          const base = `${prefix}.sections.${id}`;
          const items: unknown = t(`${base}.items`, { returnObjects: true, defaultValue: [] });
          return (
            <section key={id} className="mt-4" data-testid={`${testId}-section-${id}`}>
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
            </section>
          );
        })}
      </Card.Body>
    </Card>
  );
}
