import type { OrderBody } from '@vitrina/contract'

import { keyFor, unanswered, UNSURE_FOR_MS } from './idempotency'

const order = (notes: string): OrderBody => ({
  items: [{ variant_id: 11, quantity: 1 }],
  customer: { name: 'Ana', phone: '+5491122334455' },
  delivery: { method: 'retiro' },
  payment_method: 'a_convenir',
  notes,
  expected_total: 1000,
})

describe('keyFor', () => {
  it('keeps the key for the same body, and takes a new one for a change after an answer', () => {
    const first = keyFor(null, order('a'), null, 0)
    expect(keyFor(first, order('a'), null, 10)).toBe(first)
    expect(keyFor(first, order('b'), null, 10).key).not.toBe(first.key)
  })

  it('keeps the key of a press without an answer for a changed body, for an hour from that press', () => {
    const first = keyFor(null, order('a'), null, 0)
    // A retry 50 minutes later got no answer either: the hour starts again there.
    const lost = unanswered(
      keyFor(unanswered(first, 0), order('a'), null, 50 * 60_000),
      50 * 60_000,
    )
    expect(lost.key).toBe(first.key)
    expect(keyFor(lost, order('b'), null, 50 * 60_000 + UNSURE_FOR_MS - 1).key).toBe(first.key)
    expect(keyFor(lost, order('b'), null, 50 * 60_000 + UNSURE_FOR_MS).key).not.toBe(first.key)
  })

  it('never gives one shopper the key of another on the same device', () => {
    const guest = unanswered(keyFor(null, order('a'), null, 0), 0)
    expect(keyFor(guest, order('a'), 7, 10).key).not.toBe(guest.key)
    expect(keyFor(guest, order('b'), 7, 10).key).not.toBe(guest.key)
    expect(keyFor(guest, order('b'), null, 10).key).toBe(guest.key)
  })
})
