import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { formatRowTime, formatValue, HISTORY_MEASURES, type HistoryRow } from '../utils/history-data';

export interface HistoryTableProps {
  rows: readonly HistoryRow[];
  caption: string;
}

/**
 * The charts' text alternative: every bucket drawn, as a table. Screen readers always have it (it
 * is only visually hidden while collapsed); the button shows it to everyone.
 */
export function HistoryTable({ rows, caption }: HistoryTableProps) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState(false);
  const language = i18n.language;
  return (
    <section className="mt-3">
      <Button
        variant="link"
        className="px-0"
        aria-expanded={shown}
        aria-controls="history-table-region"
        onClick={() => setShown((s) => !s)}
        data-testid="history-table-toggle"
      >
        {t(shown ? 'deviceManagement.history.hideTable' : 'deviceManagement.history.showTable')}
      </Button>
      <div
        id="history-table-region"
        className={shown ? 'table-responsive mt-2' : 'visually-hidden'}
        style={shown ? { maxHeight: '28rem' } : undefined}
        tabIndex={shown ? 0 : undefined}
        role={shown ? 'region' : undefined}
        aria-label={shown ? caption : undefined}
      >
        <Table size="sm" striped className="mb-0" data-testid="history-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('deviceManagement.history.columns.time')}</th>
              <th scope="col">{t('deviceManagement.history.columns.online')}</th>
              {HISTORY_MEASURES.map((measure) => (
                <th scope="col" key={measure} className="text-end">
                  {t(`deviceManagement.history.columns.${measure}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.time} data-testid="history-row" data-iso={row.iso}>
                <th scope="row" className="fw-normal">
                  <time dateTime={row.iso}>{formatRowTime(row.time, language)}</time>
                </th>
                <td>
                  {t(row.online ? 'deviceManagement.history.online' : 'deviceManagement.history.offline')}
                </td>
                {HISTORY_MEASURES.map((measure) => (
                  <td
                    key={measure}
                    className="text-end"
                    data-measure={measure}
                    data-value={row.values[measure] ?? ''}
                  >
                    {formatValue(row.values[measure], language)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
