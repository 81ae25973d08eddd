export * from './iot-schemas';
export * from './data-point-spec';
export * from './status-levels';
export * from './week-days';
export * from './timer-time';
export * from './timer-categories';
export * from './timer-rules';
export * from './timer-builders';
