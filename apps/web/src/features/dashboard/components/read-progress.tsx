import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import type { StatusRead } from '../hooks/use-dashboard-statuses';
import { useFormatNumber } from '../hooks/use-format-number';

/**
 * The live read's progress bar while it runs, and a status region that says when it starts and
 * ends — or, when the search opened another tab (`notice`), which one and why.
 */
export function ReadProgress({ read, notice }: { read: StatusRead | null; notice: string }) {
  const { t, i18n } = useTranslation();
  const formatNumber = useFormatNumber(i18n.language);
  const running = !!read && !read.finished;
  const percent = read && read.total > 0 ? Math.round((read.done / read.total) * 100) : 0;
  let message = '';
  if (notice) message = notice;
  else if (read && running)
    message = t('dashboard.reading', { count: read.total, total: formatNumber(read.total) });
  else if (read && read.kind === 'update')
    message = t('dashboard.read', {
      known: formatNumber(read.known),
      unknown: formatNumber(read.unknown),
    });
  return (
    <div className="mb-2">
      {read && !read.finished && (
        <div className="d-flex align-items-center gap-2 mb-1">
          <ProgressBar className="flex-grow-1">
            <ProgressBar
              now={percent}
              visuallyHidden
              label={`${percent} %`}
              aria-label={t('dashboard.progressLabel')}
              aria-valuetext={t('dashboard.progress', {
                done: formatNumber(read.done),
                total: formatNumber(read.total),
              })}
              data-testid="dashboard-progress"
              animated
              striped
            />
          </ProgressBar>
          <span className="small text-body-secondary text-nowrap" aria-hidden="true">
            {t('dashboard.progress', { done: formatNumber(read.done), total: formatNumber(read.total) })}
          </span>
        </div>
      )}
      <p role="status" className="small text-body-secondary mb-0" data-testid="dashboard-read-status">
        {message}
      </p>
    </div>
  );
}
