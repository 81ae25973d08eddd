import type { AppDatabase } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { EntityRepository, type Condition } from './entity.repository';
import { presentSheetEntry } from './permission-sheet.presenter';
import { PermissionSheetRepository } from './permission-sheet.repository';

/** The permission sheet of a user: one entry per service in use, stored or to fill in. */
export class PermissionSheetService {
  private readonly repository: PermissionSheetRepository;
  /** What a user id holds (the sheet's userId parameter is bounded by it). */
  readonly userIdBounds = EntityRepository.bounds('user').id;

  constructor(db: AppDatabase) {
    this.repository = new PermissionSheetRepository(db);
  }

  /**
   * `userScope`: the users the caller may see (undefined = every user); one outside it answers as
   * if it did not exist. `callerLogin`: the creator proposed for the records still to be made.
   */
  async sheetOf(userId: number, userScope: Condition | undefined, callerLogin: string) {
    if (userScope && !(await this.repository.userExists(userId, userScope))) {
      throw notFound(`No user with id ${userId}`);
    }
    const user = await this.repository.userById(userId);
    if (!user) throw notFound(`No user with id ${userId}`);
    const caller = await this.repository.userByLogin(callerLogin);
    const services = await this.repository.servicesInUse();
    const stored = await this.repository.permissionsOf(userId);
    return services.map((s) =>
      presentSheetEntry(
        s,
        stored.find((p) => p.tabServiceId === s.id),
        user,
        caller,
      ),
    );
  }
}
