/** The tracker's STOMP destinations (docs/product.md#live-tracker). */
export const TRACKER_ENDPOINT = '/websocket/tracker';
export const TRACKER_TOPIC = '/topic/tracker';
export const ACTIVITY_DESTINATION = '/topic/activity';
/** The page a session reports when its connection closes. */
export const LOGOUT_PAGE = 'logout';

/** What admins receive on /topic/tracker (JHipster's ActivityDTO; time is an ISO instant). */
export interface TrackerActivity {
  sessionId: string;
  userLogin: string;
  ipAddress: string;
  page: string;
  time: string;
}
