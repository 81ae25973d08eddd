export * from './api-keys-api';
export * from './api-key-grants';
