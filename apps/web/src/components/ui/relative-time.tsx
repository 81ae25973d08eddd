import { useTranslation } from 'react-i18next';
import { formatDateTimeInput } from '../../lib/formatters';
import { relativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';

/**
 * An instant as '2 min fa' / '2 min ago', kept fresh by the shared clock; the exact time in the
 * `<time>` element (machine-readable) and its tooltip. Not a live region: a relative time that
 * ticks is never announced.
 */
export function RelativeTime({
  time,
  testId,
  className,
}: {
  time: string;
  testId?: string;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const now = useNow();
  return (
    <time dateTime={time} title={formatDateTimeInput(time)} className={className} data-testid={testId}>
      {relativeTime(time, now, i18n.language)}
    </time>
  );
}
