import type { FastifyBaseLogger } from 'fastify'

import type { Orders } from './service.ts'

/** How often each instance cancels overdue pending orders of every store (default). */
export const ORDER_SWEEP_MS = 60_000

/**
 * Every `intervalMs` (0: never), cancels the overdue `pendiente` orders of
 * every store and forgets idempotency keys past 24 h. Several instances may
 * sweep at once: each order is taken under `skip locked`. The timer never
 * keeps the process alive. Answers the function that stops it.
 */
export function startOrderSweep(
  orders: Orders,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => void {
  if (intervalMs <= 0) return () => {}
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    Promise.all([orders.expireDue(undefined, 500), orders.sweepKeys()])
      .catch((error: Error) => log.warn({ err: error }, 'order sweep failed'))
      .finally(() => (running = false))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
