/**
 * Told each time a bulk job's status or counts change (a device done, a pause, a resume...), so its
 * owner's open pages follow it live. Called after the change is stored; never throws.
 */
export type BulkJobChanged = (job: { id: number; ownerId: number }) => void;

export const unwatched: BulkJobChanged = () => undefined;
