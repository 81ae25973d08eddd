// Everything drizzle needs: tables, enums and relations. drizzle-kit reads this file.
export * from './enums';
export * from './users';
export * from './audit';
export * from './reference';
export * from './partners';
export * from './accounts';
export * from './devices';
export * from './consumers';
export * from './fleet';
export * from './iot';
export * from './mail';
export * from './services';
export * from './jobs';
export * from './alerts';
export * from './api-keys';
export * from './relations';
