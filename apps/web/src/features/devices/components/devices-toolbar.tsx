import type { CSSProperties } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonToolbar from 'react-bootstrap/ButtonToolbar';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { LiveIndicator } from '../../../components/device/live-indicator';
import { formatNumber } from '../../../lib/formatters';
import { useHeaderBottom } from '../hooks/use-header-bottom';
import './devices-toolbar.css';

/**
 * The device list's selection bar: the count, select all matching / clear, bulk timers (`canProgramTimers`),
 * the PDF report and the CSV export (selected or all), the live indicator. It sticks under the header
 * while devices are selected. Test ids `devices-toolbar`, `devices-selection-count`,
 * `device-select-all-matching`, `device-clear-selection`, `devices-program-timers`,
 * `devices-export-report`, `devices-csv-menu`, `devices-csv-selected`, `devices-csv-all`.
 */
export function DevicesToolbar({
  selectedCount,
  total,
  busy,
  canProgramTimers,
  onSelectAllMatching,
  onClearSelection,
  onProgramTimers,
  onExportReport,
  onExportCsv,
}: {
  selectedCount: number;
  /** The devices matching the list's query. */
  total: number;
  /** What is under way: selecting all matching or the CSV export. */
  busy: 'all' | 'csv' | null;
  canProgramTimers: boolean;
  onSelectAllMatching: () => void;
  onClearSelection: () => void;
  onProgramTimers: () => void;
  onExportReport: () => void;
  onExportCsv: (which: 'selected' | 'all') => void;
}) {
  const { t, i18n } = useTranslation();
  const headerBottom = useHeaderBottom();
  return (
    <ButtonToolbar
      className={`devices-toolbar gap-2 align-items-center mb-3${selectedCount > 0 ? ' is-sticky' : ''}`}
      style={{ '--devices-toolbar-top': `${headerBottom}px` } as CSSProperties}
      aria-label={t('deviceManagement.list.selectionToolbar')}
      data-testid="devices-toolbar"
    >
      <span className="me-2" role="status" data-testid="devices-selection-count">
        {t('deviceManagement.list.selectedCount', { count: selectedCount })}
      </span>
      {selectedCount < total && (
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={onSelectAllMatching}
          disabled={busy !== null}
          aria-busy={busy === 'all'}
          data-testid="device-select-all-matching"
        >
          {t('deviceManagement.list.selectAll', { total: formatNumber(total, i18n.language) })}
        </Button>
      )}
      {selectedCount > 0 && (
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={onClearSelection}
          data-testid="device-clear-selection"
        >
          {t('deviceManagement.list.clearSelection')}
        </Button>
      )}
      {canProgramTimers && (
        <Button
          size="sm"
          variant="primary"
          disabled={selectedCount === 0}
          onClick={onProgramTimers}
          data-testid="devices-program-timers"
        >
          {t('deviceManagement.list.programTimers')}
        </Button>
      )}
      <Button
        size="sm"
        variant="primary"
        disabled={selectedCount === 0}
        onClick={onExportReport}
        data-testid="devices-export-report"
      >
        {t('deviceManagement.list.exportReport')}
      </Button>
      <Dropdown>
        <Dropdown.Toggle
          size="sm"
          variant="outline-primary"
          id="devices-csv-menu"
          data-testid="devices-csv-menu"
          disabled={busy !== null}
          aria-busy={busy === 'csv'}
        >
          {t('deviceManagement.list.exportCsv')}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item
            as="button"
            disabled={selectedCount === 0}
            onClick={() => onExportCsv('selected')}
            data-testid="devices-csv-selected"
          >
            {t('deviceManagement.list.exportCsvSelected', { count: selectedCount })}
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={() => onExportCsv('all')} data-testid="devices-csv-all">
            {t('deviceManagement.list.exportCsvAll', { total: formatNumber(total, i18n.language) })}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <LiveIndicator className="ms-auto" />
    </ButtonToolbar>
  );
}
