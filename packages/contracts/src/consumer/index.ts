export * from './consumer-api';
export * from './privacy';
export * from './claim-rules';
