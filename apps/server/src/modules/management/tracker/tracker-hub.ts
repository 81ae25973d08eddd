import type { FastifyBaseLogger } from 'fastify';
import { LOGOUT_PAGE, type TrackerActivity } from '@app/contracts';
import type { TrackerBus } from './tracker-bus';

type Listener = (activity: TrackerActivity) => void;

/**
 * Where the tracker's activity meets its subscribers. Activity from this instance's sessions is
 * delivered at once and, with a bus (Redis), published to the other instances, whose activity
 * comes back through the bus. The last activity of every live session is kept so that an
 * administrator who opens the tracker sees everyone at once, not only those who move next.
 */
export class TrackerHub {
  private readonly listeners = new Set<Listener>();
  private readonly local = new Map<string, TrackerActivity>();
  /** Open websocket connections of this instance. */
  connections = 0;

  constructor(
    private readonly bus: TrackerBus | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    bus?.onRemote((activity) => this.deliver(activity));
  }

  get liveSessions(): number {
    return this.local.size;
  }

  activity(activity: TrackerActivity): void {
    if (activity.page === LOGOUT_PAGE) this.local.delete(activity.sessionId);
    else this.local.set(activity.sessionId, activity);
    this.deliver(activity);
    this.bus
      ?.publish(activity)
      .catch((error: unknown) => this.log.warn({ err: error }, 'tracker activity not shared'));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The last activity of every live session (of every instance when there is a bus). */
  async snapshot(): Promise<TrackerActivity[]> {
    if (!this.bus) return [...this.local.values()];
    try {
      return await this.bus.snapshot();
    } catch (error) {
      this.log.warn({ err: error }, 'tracker snapshot from the bus failed; showing this instance only');
      return [...this.local.values()];
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.bus?.close();
  }

  private deliver(activity: TrackerActivity) {
    for (const listener of this.listeners) {
      try {
        listener(activity);
      } catch (error) {
        this.log.warn({ err: error }, 'tracker subscriber failed');
      }
    }
  }
}
