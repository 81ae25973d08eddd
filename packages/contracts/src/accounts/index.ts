export * from './role-groups';
export * from './permissions';
export * from './account-fields';
export * from './list-columns';
export * from './account-api';
export * from './account-responses';
export * from './grant-limits';
