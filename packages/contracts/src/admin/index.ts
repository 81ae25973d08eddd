export * from './users';
export * from './audits';
export * from './management';
export * from './tracker';
export * from './iot-usage';
