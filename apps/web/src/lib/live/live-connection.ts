import { Client, type StompSubscription } from '@stomp/stompjs';
import { ACTIVITY_DESTINATION, TRACKER_ENDPOINT } from '@app/contracts';

/** Hears the body of each MESSAGE frame of one destination. */
export type FrameListener = (body: string) => void;
type StatusListener = (connected: boolean) => void;

/**
 * The server closes with 1008 (policy violation) when the connection's session or token ended, or a
 * limit was passed (decision 011): the connection stops retrying and whoever listens asks the
 * server whether the session is still open.
 */
const POLICY_VIOLATION = 1008;

const liveUrl = (token: string) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${TRACKER_ENDPOINT}?access_token=${encodeURIComponent(token)}`;

/**
 * The one STOMP connection of the tab (decision 011), shared by every feature: each signed-in user
 * reports its page on it (the tracker), the admin's tracker page and the live device screens
 * (decision 032) subscribe on it. It reconnects by itself (5 s); after each connect it subscribes
 * again to every destination someone listens to and sends the current page again. One STOMP
 * subscription per destination, however many listeners: two screens never double the server's work.
 */
class LiveConnection {
  private client: Client | null = null;
  private token: string | null = null;
  private page: string | null = null;
  private readonly listeners = new Map<string, Set<FrameListener>>();
  private readonly subscriptions = new Map<string, StompSubscription>();
  private readonly statusListeners = new Set<StatusListener>();
  private readonly refusalListeners = new Set<() => void>();

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
      brokerURL: liveUrl(token),
      reconnectDelay: 5000,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
    });
    client.onConnect = () => {
      // A new connection has no subscriptions: the old ones died with the old socket.
      this.subscriptions.clear();
      for (const destination of this.listeners.keys()) this.subscribeDestination(destination);
      if (this.page) this.publish(this.page);
      this.statusListeners.forEach((l) => l(true));
    };
    client.onWebSocketClose = (event: CloseEvent) => {
      this.statusListeners.forEach((l) => l(false));
      if (event.code !== POLICY_VIOLATION || this.client !== client) return;
      // Retrying with a token whose session ended would only be refused again, every 5 s.
      this.stop();
      this.refusalListeners.forEach((l) => l());
    };
    this.client = client;
    client.activate();
  }

  stop(): void {
    const client = this.client;
    this.client = null;
    this.token = null;
    this.subscriptions.clear();
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

  /**
   * Listens to a destination while the returned function is not called: subscribed now when
   * connected, else at the next connect, and again after every reconnect. The last listener to
   * leave unsubscribes.
   */
  subscribe(destination: string, listener: FrameListener): () => void {
    let set = this.listeners.get(destination);
    if (!set) this.listeners.set(destination, (set = new Set()));
    set.add(listener);
    if (this.connected && !this.subscriptions.has(destination)) this.subscribeDestination(destination);
    return () => {
      const current = this.listeners.get(destination);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(destination);
      const subscription = this.subscriptions.get(destination);
      this.subscriptions.delete(destination);
      if (subscription && this.connected) subscription.unsubscribe();
    };
  }

  /** Hears that the server ended the connection on a policy (an ended session or token, a limit). */
  onRefused(listener: () => void): () => void {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private publish(page: string) {
    this.client?.publish({ destination: ACTIVITY_DESTINATION, body: JSON.stringify({ page }) });
  }

  private subscribeDestination(destination: string) {
    const subscription = this.client?.subscribe(destination, (message) => {
      // A listener that throws must not keep the others from the frame.
      for (const listener of [...(this.listeners.get(destination) ?? [])]) {
        try {
          listener(message.body);
        } catch (error) {
          console.warn(`live frame on ${destination} not handled`, error);
        }
      }
    });
    if (subscription) this.subscriptions.set(destination, subscription);
  }
}

export const liveConnection = new LiveConnection();
