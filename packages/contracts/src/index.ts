export * from './roles';
export * from './enums';
export * from './password-strength';
export * from './validation';
export * from './auth';
export * from './errors';
export * from './entities';
export * from './admin';
