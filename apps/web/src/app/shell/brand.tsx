import { APP_VERSION } from '@app/contracts';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Icon } from '../../components/ui/icon';

/** Logo, product name and version (docs/product.md#shell-and-menus). */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Navbar.Brand
      as={Link}
      to={paths.home.getHref()}
      className="brand d-flex align-items-center"
      data-testid="brand"
    >
      <span className="brand-logo me-2">
        <Icon name="wind" size={20} />
      </span>
      <span className="brand-title">{t('global.brand')}</span>
      <span className="brand-version ms-2 d-none d-sm-inline" data-testid="app-version">
        {t('global.version', { version: APP_VERSION })}
      </span>
    </Navbar.Brand>
  );
}
