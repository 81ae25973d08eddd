import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';

/** The alerts pages' tabs: the alarms, the rules that open them, the webhooks that carry them. Test id `alarms-nav`. */
export function AlarmsNav() {
  const { t } = useTranslation();
  return (
    <Nav variant="tabs" className="mb-3" as="nav" aria-label={t('alarms.nav.label')} data-testid="alarms-nav">
      <Nav.Item>
        <Nav.Link as={NavLink} to={paths.alarms.list.getHref()} end>
          {t('alarms.nav.alarms')}
        </Nav.Link>
      </Nav.Item>
      <Nav.Item>
        <Nav.Link as={NavLink} to={paths.alertRules.list.getHref()}>
          {t('alarms.nav.rules')}
        </Nav.Link>
      </Nav.Item>
      <Nav.Item>
        <Nav.Link as={NavLink} to={paths.webhooks.list.getHref()}>
          {t('alarms.nav.webhooks')}
        </Nav.Link>
      </Nav.Item>
    </Nav>
  );
}
