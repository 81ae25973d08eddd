import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { PurifierEffectiveness, SiteEffectiveness } from '@app/contracts';
import { formatMean } from '../utils/air-quality-bands';

/** The purifier's name, else `#id`. */
const purifierName = (p: PurifierEffectiveness) => p.name || `#${p.deviceId}`;

/**
 * A site's purifiers and what they did to its PM2.5 over the period (decision 051): measurable
 * events, the median drop and minutes to halve, the clean air delivered, and the 14-day verdict in
 * words (the badge colour only repeats them). Unknown figures say so rather than showing 0.
 */
export function EffectivenessTable({ report, caption }: { report: SiteEffectiveness; caption: string }) {
  const { t, i18n } = useTranslation();
  const n = (value: number | null) => formatMean(value, i18n.language);
  const cubic = (value: number | null) =>
    value === null
      ? t('airQuality.effectiveness.unknownCadr')
      : t('airQuality.effectiveness.cubicMetres', {
          value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value),
        });
  const verdict = (p: PurifierEffectiveness) => {
    if (!p.verdict)
      return <span className="text-body-secondary">{t('airQuality.effectiveness.notYet')}</span>;
    if (p.verdict.noMeasurableEffect)
      return (
        <Badge bg="warning" text="dark" className="text-wrap">
          {t('airQuality.effectiveness.noEffect')}
        </Badge>
      );
    return p.verdict.events < report.rules.minimumEvents
      ? t('airQuality.effectiveness.tooFewEvents', { count: p.verdict.events })
      : t('airQuality.effectiveness.lowers');
  };

  return (
    <Table responsive size="sm" className="align-middle" data-testid="effectiveness-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('airQuality.effectiveness.purifier')}</th>
          <th scope="col">{t('airQuality.effectiveness.events')}</th>
          <th scope="col">{t('airQuality.effectiveness.medianDrop')}</th>
          <th scope="col">{t('airQuality.effectiveness.minutesToHalve')}</th>
          <th scope="col">{t('airQuality.effectiveness.cleanAir')}</th>
          <th scope="col">{t('airQuality.effectiveness.verdict')}</th>
        </tr>
      </thead>
      <tbody>
        {report.purifiers.map((p) => (
          <tr key={p.deviceId} data-testid={`effectiveness-row-${p.deviceId}`}>
            <th scope="row">
              {purifierName(p)}
              {p.model && <div className="small text-body-secondary fw-normal">{p.model}</div>}
            </th>
            <td>{p.events}</td>
            <td>
              {p.medianDrop === null
                ? '–'
                : t('airQuality.effectiveness.micrograms', { value: n(p.medianDrop) })}
            </td>
            <td>
              {p.medianMinutesToHalve === null
                ? '–'
                : t('airQuality.effectiveness.minutes', { value: n(p.medianMinutesToHalve) })}
            </td>
            <td>{cubic(p.cleanAirDelivered)}</td>
            <td data-testid="effectiveness-verdict">{verdict(p)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            {t('airQuality.effectiveness.total')}
          </th>
          <td data-testid="effectiveness-total">{cubic(report.cleanAirDelivered)}</td>
          <td />
        </tr>
      </tfoot>
    </Table>
  );
}
