import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';

/** Placeholder: the page is being built (issue 15). */
export function FiltersPage() {
  const { t } = useTranslation();
  return <PageTitle testId="filters-title">{t('fleetFilters.title')}</PageTitle>;
}

export default FiltersPage;
