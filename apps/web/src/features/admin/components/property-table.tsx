import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';

const show = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A property/value table of the configuration page (values that are objects shown as JSON). */
export function PropertyTable({ rows, testId }: { rows: Array<[string, unknown]>; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table size="sm" striped responsive className="configuration-table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col" className="w-50">
            {t('configuration.table.property')}
          </th>
          <th scope="col">{t('configuration.table.value')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key} data-testid={`property-${key}`}>
            <td className="text-break">{key}</td>
            <td className="text-break">
              <code>{show(value)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
