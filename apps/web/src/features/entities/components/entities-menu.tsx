import { ENTITIES } from '@app/contracts';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { entityKey } from '../utils/entity-i18n';
import './entities.css';

/**
 * The entities menu (docs/product.md#shell-and-menus): one link per descriptor, in ENTITIES order; the list
 * scrolls inside at most 80% of the viewport height (docs/product.md#shell-and-menus).
 */
export function EntitiesMenu() {
  const { t } = useTranslation();
  const title = (
    <span className="d-inline-flex align-items-center gap-1">
      <Icon name="database" />
      <span>{t('entities.menu.title')}</span>
    </span>
  );
  return (
    <NavDropdown
      title={title}
      id="entities-menu"
      data-testid="entities-menu"
      className="entities-menu"
      align="end"
    >
      {ENTITIES.map((d) => (
        <NavDropdown.Item
          key={d.name}
          as={Link}
          to={paths.entity.list.getHref(d.name)}
          data-testid={`entities-menu-${d.name}`}
        >
          {t(entityKey(d, 'home.title'))}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
