import { exchangeHandoff } from '../api/exchange-handoff'
import { i18n } from '../i18n/i18n'
import { notify } from '../snackbar/notify'
import { startSession } from './actions'

/** The fragment parameter a new store's first page carries its one-time login code in. */
export const HANDOFF_PARAM = 'handoff'

let pending: string | null = null

/**
 * Takes the one-time code from the address's fragment (`#handoff=…`) and
 * removes it from the address bar at once, before the router, a screen or
 * any history entry can keep it. A fragment never reaches a server. Call it
 * before anything reads the location; the code of an earlier call is dropped.
 */
export function captureHandoffCode(): void {
  pending = null
  if (typeof window === 'undefined' || !window.location.hash.startsWith('#')) return
  const params = new URLSearchParams(window.location.hash.slice(1))
  const code = params.get(HANDOFF_PARAM)
  if (code === null) return
  params.delete(HANDOFF_PARAM)
  const rest = params.toString()
  const { pathname, search } = window.location
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${rest ? `#${rest}` : ''}`,
  )
  pending = code || null
}

/** Whether a captured code waits to be redeemed. */
export const hasHandoffCode = () => pending !== null

/**
 * Trades the captured code for a session on this store (once: the code is
 * forgotten whatever the answer). Resolves to whether a session started; a
 * refused code says so and leaves the user logged out.
 */
export async function redeemHandoffCode(): Promise<boolean> {
  const code = pending
  pending = null
  if (!code) return false
  try {
    startSession(await exchangeHandoff({ code }))
    return true
  } catch (error) {
    console.warn('[session] handoff refused', error)
    notify({ type: 'error', message: i18n.t('common:snack.error.handoff') })
    return false
  }
}
