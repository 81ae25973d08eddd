import type { NotificationPreferences, NotificationPush } from '@app/contracts';
import type { NotificationPublisher } from './notification-reader';
import type { NotificationRepository } from './notification.repository';

/**
 * The notification centre's API (docs/decisions/040): a user's own notifications, its unread
 * count, marking read, and its preferences. Every call is about the caller only: another user's
 * notification is never read nor changed (its id is ignored).
 */
export class NotificationsService {
  constructor(
    private readonly repository: NotificationRepository,
    private readonly feed: NotificationPublisher,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(userId: number, query: { unread?: boolean; page: number; size: number }) {
    return this.repository.page(userId, query.unread === true, query.page, query.size);
  }

  async unreadCount(userId: number): Promise<number> {
    return (await this.repository.unreadCounts([userId])).get(userId) ?? 0;
  }

  /** Marks read; the user's other open pages hear the new count. Answers the new count. */
  async markRead(userId: number, body: { ids?: number[]; all?: boolean }): Promise<NotificationPush> {
    const changed = await this.repository.markRead(userId, body.all ? 'all' : (body.ids ?? []), this.now());
    const push: NotificationPush = {
      unread: await this.unreadCount(userId),
      latest: await this.repository.latestUnread(userId),
    };
    if (changed > 0) this.feed.publish([{ userId, push }]);
    return push;
  }

  preferences(userId: number): Promise<NotificationPreferences> {
    return this.repository.preferences(userId);
  }

  async savePreferences(userId: number, settings: NotificationPreferences): Promise<NotificationPreferences> {
    await this.repository.savePreferences(userId, settings, this.now());
    return settings;
  }
}
