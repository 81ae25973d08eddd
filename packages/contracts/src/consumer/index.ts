export * from './consumer-api';
export * from './consumer-account';
export * from './privacy';
export * from './claim-rules';
