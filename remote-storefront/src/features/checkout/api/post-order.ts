import type { ErrorBody, Order, OrderBody } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** A refused order with the whole error body (`lines`, `total` of the 409s). */
export class OrderRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(body.detail ?? `HTTP ${status}`)
  }
}

/**
 * How long a press waits for its answer. Past it the press counts as one
 * without an answer: its key is kept, so the shopper can press again safely.
 */
export const ORDER_TIMEOUT_MS = 30_000

/**
 * `POST store/pedidos/`: one order per `Idempotency-Key` (201, or 200 with
 * the first order when the key is sent again). With a session the order is
 * also the user's. A refusal throws `OrderRefused` with its body; no answer
 * at all (or none within `ORDER_TIMEOUT_MS`) throws the client's `ApiError` (status 0).
 */
export async function postOrder(body: OrderBody, key: string, loggedIn: boolean): Promise<Order> {
  const response = await api.post('store/pedidos/', {
    json: body,
    headers: { 'Idempotency-Key': key },
    throwHttpErrors: false,
    timeout: ORDER_TIMEOUT_MS,
    context: { skipAuth: !loggedIn },
  })
  const answer = (await response.json().catch(() => ({}))) as Order & Partial<ErrorBody>
  if (!response.ok) throw new OrderRefused(response.status, answer)
  // An answer cut off on the way: the order may be made, its page unknown. As
  // with no answer at all (status 0), the same press again brings it back.
  if (typeof answer.token !== 'string') throw new OrderRefused(0, {})
  return answer
}
