import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_AREA_AUTHORITIES, hasAnyAuthority } from '@app/contracts';
import { useSession } from '../../lib/auth/session';
import { formatDateTime, formatDateTimeFull, formatNumber } from '../../lib/formatters';
import { useQuota } from '../../lib/quota-query';

/**
 * The provider quota banner, on every page where devices are operated (fleet pages, device list,
 * device detail, dashboard). Two states, title and body always saying the same:
 * - nearly used up: the month's projected IoT requests reach 70 % (warning, role="status") or 90 %
 *   (critical, role="alert") of the quota — the used and projected shares, when the quota runs out
 *   at this rate, and that status polling has slowed down;
 * - used up (used ≥ limit, role="alert"): that commands, timers and status reads are refused until
 *   the quota renews (the next counting month's start, DD/MM/YYYY HH:mm).
 * Said in words, never by colour alone. Nothing while the projection is fine.
 */
export function QuotaBanner() {
  const { t, i18n } = useTranslation();
  const { authorities, isAuthenticated } = useSession();
  // The endpoint is for the account area's users; anyone else never calls it (a 403 signs out).
  const quota = useQuota(isAuthenticated && hasAnyAuthority(authorities, ACCOUNT_AREA_AUTHORITIES));
  const q = quota.data;
  if (!q || q.level === 'ok') return null;
  const lang = i18n.language;
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  if (q.used >= q.limit)
    return (
      <Alert variant="danger" role="alert" className="py-2" data-testid="quota-banner" data-level="exhausted">
        <p className="fw-semibold mb-1">{t('quota.banner.heading.exhausted')}</p>
        <p className="mb-0">
          {t('quota.banner.exhausted', {
            limit: formatNumber(q.limit, lang),
            renewsAt: formatDateTimeFull(q.monthEnd),
          })}
        </p>
      </Alert>
    );
  const critical = q.level === 'critical';
  const runsOut = q.depletesAt
    ? t('quota.banner.depletes', { depletesAt: formatDateTime(q.depletesAt) })
    : t('quota.banner.lasts');
  return (
    <Alert
      variant={critical ? 'danger' : 'warning'}
      role={critical ? 'alert' : 'status'}
      className="py-2"
      data-testid="quota-banner"
      data-level={q.level}
    >
      <p className="fw-semibold mb-1">{t(`quota.banner.heading.${q.level}`)}</p>
      <p className="mb-0">
        {t('quota.banner.used', {
          used: formatNumber(q.used, lang),
          limit: formatNumber(q.limit, lang),
          usedPercent: percent.format(q.usedFraction),
        })}{' '}
        {t('quota.banner.projected', { projectedPercent: percent.format(q.projectedFraction) })} {runsOut}
      </p>
      {q.slowdown > 1 && (
        <p className="mb-0 mt-1" data-testid="quota-banner-slowdown">
          {t('quota.banner.slowdown', {
            slowdown: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(q.slowdown),
          })}
        </p>
      )}
    </Alert>
  );
}
