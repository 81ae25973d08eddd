import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { airStandardsRows, type AirStandardsSiteReport } from '@app/contracts';

/**
 * A site's standards figures over the period (issue 31, decision 049): one row per standard, each
 * naming its source and version, the figure in words and the outcome in words (never by colour);
 * the PDF prints the same rows (`airStandardsRows`).
 */
export function AirStandardsTable({ report, caption }: { report: AirStandardsSiteReport; caption: string }) {
  const { t, i18n } = useTranslation();
  const rows = airStandardsRows(report.figures, t, i18n.language);

  return (
    <Table responsive size="sm" className="align-middle" data-testid="air-standards-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('airQuality.standards.source')}</th>
          <th scope="col">{t('airQuality.standards.figure')}</th>
          <th scope="col">{t('airQuality.standards.result')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={`air-standards-${row.key}`}>
            <th scope="row">{row.source}</th>
            <td>{row.figure}</td>
            <td>{row.result}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
