import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { EFFECTIVENESS_MAX_DAYS, addIsoDays, effectivenessPeriodFits } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { formatDate } from '../../../lib/formatters';
import { useEffectiveness } from '../api/get-effectiveness';
import { EffectivenessTable } from './effectiveness-table';

/**
 * The site air-quality page's "Do the purifiers work?" section (issue 31 item 2): the rules in words,
 * then the table. Over a period longer than the API measures (92 days) it asks for a shorter one
 * instead of calling.
 */
export function EffectivenessSection({
  addressId,
  siteLabel,
  from,
  to,
}: {
  addressId: number;
  siteLabel: string;
  from: string;
  to: string;
}) {
  const { t } = useTranslation();
  const measurable = effectivenessPeriodFits(from, to);
  const report = useEffectiveness(addressId, from, to, measurable);
  return (
    <section aria-labelledby="effectiveness-title" className="mt-4" data-testid="effectiveness">
      <h3 id="effectiveness-title" className="h6">
        {t('airQuality.effectiveness.title')}
      </h3>
      {!measurable ? (
        <p className="small" data-testid="effectiveness-too-long">
          {t('airQuality.effectiveness.tooLong', { days: EFFECTIVENESS_MAX_DAYS })}
        </p>
      ) : report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <Alert variant="danger">{t('airQuality.effectiveness.loadFailed')}</Alert>
      ) : (
        <>
          <p className="small text-body-secondary">
            {t('airQuality.effectiveness.rules', {
              window: report.data.rules.windowMinutes,
              share: Math.round(report.data.rules.effectShare * 100),
              minimum: report.data.rules.minimumPm25,
              events: report.data.rules.minimumEvents,
              days: report.data.rules.verdictDays,
            })}
          </p>
          {report.data.purifiers.length === 0 ? (
            <p className="small">{t('airQuality.effectiveness.none')}</p>
          ) : (
            <EffectivenessTable
              report={report.data}
              caption={t('airQuality.effectiveness.caption', {
                site: siteLabel,
                from: formatDate(report.data.from),
                until: formatDate(addIsoDays(report.data.to, -1)),
              })}
            />
          )}
        </>
      )}
    </section>
  );
}
