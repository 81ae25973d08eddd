/**
 * The users module's face: the login users and their authorities. `UserRepository` is the only
 * place that reads and writes the users table (auth reads a user's session state through it,
 * self-service and management's api/users change users through it); `presentUser` turns a user into
 * the user view of api/account and api/admin/users. No routes of its own: the composition root
 * (platform.ts) builds the repository once.
 */
export {
  UserRepository,
  type NewUserRow,
  type SessionState,
  type UserRow,
  type UserWithAuthorities,
} from './user.repository';
export { presentUser } from './user.presenter';
