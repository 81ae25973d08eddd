import type { TFunction } from 'i18next';
import type { NotificationDto } from '@app/contracts';

/** One notification in words: "Rule — subject: event". */
export const notificationText = (n: NotificationDto, t: TFunction) =>
  t('notifications.item.text', {
    rule: n.ruleName,
    subject: n.subjectName ?? n.siteName ?? '—',
    event: t(`notifications.event.${n.event}`),
  });
