export * from './thresholds';
export * from './opening-hours';
export * from './alert-rules';
export * from './alarm-machine';
export * from './alarms-api';
export * from './notifications-api';
export * from './webhooks-api';
