import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../../components/ui/centered-card';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';

/**
 * /consumer/{key?} (part 2 'Consumer registration'), public. Until the registration itself is
 * built, the page gives the first step's introduction (register with an e-mail address, then
 * follow the link mailed to it), says that registration opens soon and leads back home.
 */
export function ConsumerPage() {
  const { t } = useTranslation();
  return (
    <CenteredCard wide>
      <div data-testid="consumer-page">
        <PageTitle testId="consumer-title">{t('home.consumerPage.title')}</PageTitle>
        <p>{t('home.consumerPage.intro')}</p>
        <p className="text-body-secondary">{t('home.consumerPage.mailbox')}</p>
        <Alert variant="info" data-testid="consumer-soon">
          {t('home.consumerPage.soon')}
        </Alert>
        <LinkButton to={paths.home.getHref()} variant="secondary" data-testid="consumer-home">
          <Icon name="arrowLeft" className="me-1" />
          {t('home.consumerPage.back')}
        </LinkButton>
      </div>
    </CenteredCard>
  );
}

export default ConsumerPage;
