/**
 * At most `limit` orders of one store at a time in this process; the others
 * wait here, in memory, not on a database connection. An order of a store
 * whose row or counter is held (an owner's import, a long write, a lock taken
 * from outside) waits inside PostgreSQL with a pooled connection; without
 * this, enough of them took the whole pool, and every other store's orders
 * and reads, and the readiness check, waited with them.
 */
export class StoreGate {
  private readonly running = new Map<number, { count: number; waiting: (() => void)[] }>()

  constructor(private readonly limit: number) {}

  async run<T>(storeId: number, work: () => Promise<T>): Promise<T> {
    let slot = this.running.get(storeId)
    if (!slot) {
      slot = { count: 0, waiting: [] }
      this.running.set(storeId, slot)
    }
    if (slot.count >= this.limit) {
      await new Promise<void>((resolve) => slot!.waiting.push(resolve))
    } else {
      slot.count++
    }
    try {
      return await work()
    } finally {
      // The next waiting order takes this place (the count stays); none: it is freed.
      const next = slot.waiting.shift()
      if (next) next()
      else if (--slot.count === 0) this.running.delete(storeId)
    }
  }
}
