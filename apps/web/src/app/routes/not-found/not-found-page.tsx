import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';

/** Any unknown path: 'The page does not exist.' */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found">
      <PageTitle testId="not-found-title">{t('error.notfound')}</PageTitle>
      <Alert variant="danger">{t('error.http.404')}</Alert>
      <Link to={paths.home.getHref()}>{t('error.backHome')}</Link>
    </div>
  );
}
