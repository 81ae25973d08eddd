import type { ServiceCode } from '@app/contracts';
import type { CsvTable } from '@app/contracts/csv';
import type { Caller } from '../modules/access/caller';

/**
 * A list a scheduled export can mail (docs/decisions/048), read for a caller as its module's own
 * page lists it: the module that owns the list registers its reader here, and the scheduled exports
 * read it through this registry — feature modules do not import each other. `service` is the
 * service whose read right the list's page needs: checked at each run, before reading.
 * Headers in `language`.
 */
export interface ExportTableReader {
  service: ServiceCode;
  read(caller: Caller, language: string, now: Date): Promise<CsvTable>;
}

/** The readers by export kind, filled as the modules register (app.ts holds one per app). */
export class ExportReaders {
  private readonly readers = new Map<string, ExportTableReader>();

  register(kind: string, reader: ExportTableReader): void {
    if (this.readers.has(kind)) throw new Error(`an export reader for ${kind} is registered already`);
    this.readers.set(kind, reader);
  }

  get(kind: string): ExportTableReader | undefined {
    return this.readers.get(kind);
  }
}
