import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';
import { useProfileInfo } from '../../../lib/management-info';

/**
 * /admin/docs: Swagger UI of the live OpenAPI document (/v3/api-docs), only when the API docs are
 * published. Swagger UI runs in a frame of the same origin and sends the signed-in user's token.
 */
export function DocsPage() {
  const { t } = useTranslation();
  const { isOpenApiEnabled } = useProfileInfo();
  return (
    <div data-testid="docs-page">
      <PageTitle testId="docs-title">{t('admin.docs.title')}</PageTitle>
      {isOpenApiEnabled ? (
        <iframe
          src="/swagger-ui/"
          title={t('admin.docs.title')}
          className="w-100 border rounded"
          style={{ height: '80vh' }}
          data-testid="docs-frame"
        />
      ) : (
        <Alert variant="info" data-testid="docs-disabled">
          {t('admin.docs.disabled')}
        </Alert>
      )}
    </div>
  );
}
