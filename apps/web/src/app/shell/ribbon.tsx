import { useTranslation } from 'react-i18next';
import { useProfileInfo } from '../../lib/management-info';

/** The corner ribbon outside production (docs/product.md#shell-and-menus), text global.ribbon.<profile>. */
export function Ribbon() {
  const { t } = useTranslation();
  const { ribbonEnv } = useProfileInfo();
  if (!ribbonEnv) return null;
  return (
    <div className="ribbon-wrapper" aria-hidden="true">
      <div className="ribbon" data-testid="ribbon">
        {t(`global.ribbon.${ribbonEnv}`, { defaultValue: ribbonEnv })}
      </div>
    </div>
  );
}
