/**
 * The dataIds of the last `capacity` stored reports, oldest forgotten first. Redeliveries come
 * within the acknowledgement timeout (30 s), so a window of many thousands covers them at any
 * realistic rate while memory stays bounded.
 */
export class DedupeWindow {
  private readonly seen = new Set<string>();

  constructor(private readonly capacity = 100_000) {}

  has(id: string): boolean {
    return this.seen.has(id);
  }

  add(id: string): void {
    if (this.seen.has(id)) return;
    this.seen.add(id);
    if (this.seen.size > this.capacity) {
      // A Set iterates in insertion order: the first is the oldest.
      const oldest = this.seen.values().next().value as string;
      this.seen.delete(oldest);
    }
  }

  get size(): number {
    return this.seen.size;
  }
}
