import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { useConfigProps } from '../../../features/admin/api/get-configprops';
import { useEnv } from '../../../features/admin/api/get-env';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { PropertyTable } from '../../../features/admin/components/property-table';

/** /admin/configuration: the configuration beans and the environment, filtered by name (secrets masked). */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const configProps = useConfigProps();
  const env = useEnv();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const matches = (...texts: string[]) => !needle || texts.some((s) => s.toLowerCase().includes(needle));
  const beans = Object.values(configProps.data?.contexts ?? {}).flatMap((c) => Object.entries(c.beans));

  return (
    <div data-testid="configuration-page">
      <AdminPageHeader
        testId="configuration-title"
        title={t('configuration.title')}
        onRefresh={() => void Promise.all([configProps.refetch(), env.refetch()])}
        refreshing={configProps.isFetching || env.isFetching}
      />
      <Form.Control
        className="mb-3"
        placeholder={t('configuration.filter')}
        aria-label={t('configuration.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        data-testid="configuration-filter"
      />
      {configProps.isPending || env.isPending ? (
        <Loading />
      ) : !configProps.data || !env.data ? (
        <Alert variant="danger">{t('admin.common.loadError')}</Alert>
      ) : (
        <>
          <h2 className="h5 mt-2">{t('configuration.beans')}</h2>
          {beans
            .filter(([name, bean]) => matches(name, bean.prefix, ...Object.keys(bean.properties)))
            .map(([name, bean]) => (
              <section key={name} data-testid={`bean-${name}`}>
                <h3 className="h6 mt-3">
                  <span className="text-body-secondary">{t('configuration.prefix')}</span> {bean.prefix}
                </h3>
                <PropertyTable testId={`bean-table-${name}`} rows={Object.entries(bean.properties)} />
              </section>
            ))}
          <h2 className="h5 mt-4">{t('configuration.environment')}</h2>
          <p className="small text-body-secondary" data-testid="active-profiles">
            {t('configuration.activeProfiles', { profiles: env.data.activeProfiles.join(', ') })}
          </p>
          {env.data.propertySources.map((source) => {
            const rows = Object.entries(source.properties)
              .filter(([key]) => matches(key, source.name))
              .map(([key, p]): [string, unknown] => [key, p.value]);
            return rows.length === 0 ? null : (
              <section key={source.name} data-testid="property-source">
                <h3 className="h6 mt-3">{source.name}</h3>
                <PropertyTable testId={`source-${source.name}`} rows={rows} />
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
