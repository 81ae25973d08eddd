export * from './air-share-api';
export * from './air-screen';
