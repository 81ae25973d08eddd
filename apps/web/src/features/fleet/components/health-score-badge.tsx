import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { healthLevel, type HealthLevel } from '@app/contracts';

export const HEALTH_LEVEL_BG: Record<HealthLevel, { bg: string; text?: 'dark' }> = {
  good: { bg: 'success' },
  fair: { bg: 'info', text: 'dark' },
  poor: { bg: 'warning', text: 'dark' },
  critical: { bg: 'danger' },
};

/** A score with its level in words ("72 – fair"): the colour only repeats what the text says. */
export function HealthScoreBadge({ score, testId }: { score: number; testId?: string }) {
  const { t } = useTranslation();
  const level = healthLevel(score);
  return (
    <Badge
      bg={HEALTH_LEVEL_BG[level].bg}
      text={HEALTH_LEVEL_BG[level].text}
      data-testid={testId}
      data-score={score}
      data-level={level}
    >
      {score} – {t(`fleetHealth.levels.${level}`)}
    </Badge>
  );
}
