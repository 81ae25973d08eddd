import { Client, type StompSubscription } from '@stomp/stompjs';
import { ACTIVITY_DESTINATION, TRACKER_ENDPOINT, TRACKER_TOPIC, type TrackerActivity } from '@app/contracts';

type ActivityListener = (activity: TrackerActivity) => void;
type StatusListener = (connected: boolean) => void;

const trackerUrl = (token: string) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${TRACKER_ENDPOINT}?access_token=${encodeURIComponent(token)}`;

/**
 * The one tracker connection of the page (STOMP over websocket, docs/product.md#live-tracker): every
 * signed-in user reports its page on it, and the tracker page of an admin subscribes on the same
 * connection. It reconnects by itself (5 s) and sends the current page again after each connect.
 */
class TrackerConnection {
  private client: Client | null = null;
  private token: string | null = null;
  private page: string | null = null;
  private subscription: StompSubscription | null = null;
  private readonly listeners = new Set<ActivityListener>();
  private readonly statusListeners = new Set<StatusListener>();

  /** Started (connected or trying to). */
  get active(): boolean {
    return this.client !== null;
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  start(token: string): void {
    if (this.client && this.token === token) return;
    this.stop();
    this.token = token;
    const client = new Client({
      brokerURL: trackerUrl(token),
      reconnectDelay: 5000,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
    });
    client.onConnect = () => {
      this.subscription = null;
      if (this.listeners.size > 0) this.subscribeTopic();
      if (this.page) this.publish(this.page);
      this.statusListeners.forEach((l) => l(true));
    };
    client.onWebSocketClose = () => this.statusListeners.forEach((l) => l(false));
    this.client = client;
    client.activate();
  }

  stop(): void {
    const client = this.client;
    this.client = null;
    this.token = null;
    this.subscription = null;
    // A socket the server is already closing (its sessions ended, decision 012) takes no DISCONNECT
    // frame: discard it instead of writing to it.
    if (client) void client.deactivate({ force: client.webSocket?.readyState !== WebSocket.OPEN });
    this.statusListeners.forEach((l) => l(false));
  }

  /** The page the user is on now: sent at once when connected, else on the next connect. */
  sendPage(page: string): void {
    this.page = page;
    if (this.connected) this.publish(page);
  }

  /** Listens to /topic/tracker (admins only: the server refuses anyone else). */
  subscribe(listener: ActivityListener): () => void {
    this.listeners.add(listener);
    if (this.connected && !this.subscription) this.subscribeTopic();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.subscription) {
        if (this.connected) this.subscription.unsubscribe();
        this.subscription = null;
      }
    };
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private publish(page: string) {
    this.client?.publish({ destination: ACTIVITY_DESTINATION, body: JSON.stringify({ page }) });
  }

  private subscribeTopic() {
    this.subscription =
      this.client?.subscribe(TRACKER_TOPIC, (message) => {
        const activity = JSON.parse(message.body) as TrackerActivity;
        this.listeners.forEach((l) => l(activity));
      }) ?? null;
  }
}

export const trackerConnection = new TrackerConnection();
