/**
 * Failures per client address across every account, kept in memory only (the address is never stored): the
 * per-address limit besides the per-account one. Oldest addresses are dropped past `maxAddresses`.
 */
export class AddressThrottle {
  private readonly seen = new Map<string, number[]>();

  constructor(
    readonly max: number,
    private readonly windowMs: number,
    private readonly maxAddresses = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.seen.get(address) ?? []).filter((t) => t > since);
    if (times.length) this.seen.set(address, times);
    else this.seen.delete(address);
    return times;
  }

  /** Whether the address has used up its failures in the window. */
  exhausted(address: string): boolean {
    return this.recent(address).length >= this.max;
  }

  failure(address: string): void {
    const times = this.recent(address);
    this.seen.delete(address);
    this.seen.set(address, [...times, this.now()].slice(-this.max));
    if (this.seen.size > this.maxAddresses) this.seen.delete(this.seen.keys().next().value as string);
  }
}
