export * from './scheduled-exports-api';
export * from './export-schedule';
