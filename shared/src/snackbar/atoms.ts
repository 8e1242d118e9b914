import { atom } from 'jotai'

export type SnackbarType = 'success' | 'warning' | 'error'

/** The Snackbar entity of product-rules §3. */
export interface SnackbarState {
  show: boolean
  type: SnackbarType
  title: string | null
  message: string
  errorCode: number | string | null
  /** Display time in ms; null means the display default (5000 ms). */
  timeout: number | null
  /**
   * A notice the app raises by itself (the manifest loaded): it gives way to
   * any other message (see `showSnackbarAtom`) and, with a message waiting
   * behind it, stays only a turn. Anything else keeps its full time.
   */
  brief: boolean
}

export interface SnackbarInput {
  type?: SnackbarType
  title?: string | null
  message: string
  errorCode?: number | string | null
  timeout?: number | null
  /** See `SnackbarState.brief` (added in 1.x: older callers leave it out). */
  brief?: boolean
}

/** Timeout the store sets when raising a message (product-rules §9). */
export const SNACKBAR_TIMEOUT_MS = 4000
/** Timeout the snackbar uses when none was set. */
export const SNACKBAR_DEFAULT_DISPLAY_MS = 5000

const hidden: SnackbarState = {
  show: false,
  type: 'success',
  title: null,
  message: '',
  errorCode: null,
  timeout: SNACKBAR_TIMEOUT_MS,
  brief: false,
}

const snackbarBaseAtom = atom<SnackbarState>(hidden)
/** Messages raised while another one shows; each shows in turn once the one before hides. */
const pendingAtom = atom<SnackbarState[]>([])

/** The message on screen (or the last one, hidden). */
export const snackbarAtom = atom((get) => get(snackbarBaseAtom))

/** How many messages wait for the current one to hide. */
export const pendingSnackbarCountAtom = atom((get) => get(pendingAtom).length)

const sameMessage = (a: SnackbarState, b: SnackbarState) =>
  a.type === b.type && a.title === b.title && a.message === b.message

/**
 * What goes first: an error or a warning (it says something failed), then a
 * success, then a notice the app raised by itself (`brief`).
 */
const rank = (message: SnackbarState) => (message.type !== 'success' ? 2 : message.brief ? 0 : 1)

/** `message` put in the queue before every message of a lower rank (`ahead`: of its own rank too). */
function enqueue(pending: SnackbarState[], message: SnackbarState, ahead: boolean) {
  const at = pending.findIndex((waiting) =>
    ahead ? rank(waiting) <= rank(message) : rank(waiting) < rank(message),
  )
  return at < 0 ? [...pending, message] : [...pending.slice(0, at), message, ...pending.slice(at)]
}

/**
 * Raises a message on the one global snackbar. While another one shows it
 * waits its turn (startup's 'session refreshed' and 'manifest loaded' both
 * get seen); the same message again restarts the one showing instead. A
 * message of a higher rank goes first: it takes the place of one showing
 * (which shows again after it) and waits before those of a lower rank, so an
 * error is said when it happens, not after every startup message.
 */
export const showSnackbarAtom = atom(null, (get, set, input: SnackbarInput) => {
  const next: SnackbarState = {
    show: true,
    type: input.type ?? 'success',
    title: input.title ?? null,
    message: input.message,
    errorCode: input.errorCode ?? null,
    timeout: input.timeout === undefined ? SNACKBAR_TIMEOUT_MS : input.timeout,
    brief: input.brief ?? false,
  }
  const current = get(snackbarBaseAtom)
  if (!current.show || sameMessage(current, next)) {
    set(snackbarBaseAtom, next)
    return
  }
  const pending = get(pendingAtom).filter((waiting) => !sameMessage(waiting, next))
  if (rank(next) > rank(current)) {
    set(pendingAtom, enqueue(pending, current, true))
    set(snackbarBaseAtom, next)
    return
  }
  set(pendingAtom, enqueue(pending, next, false))
})

/** Hides the snackbar (hiding clears the error code); the next waiting message, if any, shows. */
export const hideSnackbarAtom = atom(null, (get, set) => {
  const [next, ...rest] = get(pendingAtom)
  if (next) {
    set(pendingAtom, rest)
    set(snackbarBaseAtom, next)
    return
  }
  set(snackbarBaseAtom, { ...get(snackbarBaseAtom), show: false, errorCode: null })
})
