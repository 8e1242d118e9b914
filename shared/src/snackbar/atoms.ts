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
}

export interface SnackbarInput {
  type?: SnackbarType
  title?: string | null
  message: string
  errorCode?: number | string | null
  timeout?: number | null
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
}

const snackbarBaseAtom = atom<SnackbarState>(hidden)

export const snackbarAtom = atom((get) => get(snackbarBaseAtom))

/** Raises the one global snackbar. */
export const showSnackbarAtom = atom(null, (_get, set, input: SnackbarInput) =>
  set(snackbarBaseAtom, {
    show: true,
    type: input.type ?? 'success',
    title: input.title ?? null,
    message: input.message,
    errorCode: input.errorCode ?? null,
    timeout: input.timeout === undefined ? SNACKBAR_TIMEOUT_MS : input.timeout,
  }),
)

/** Hides the snackbar; hiding clears the error code. */
export const hideSnackbarAtom = atom(null, (get, set) =>
  set(snackbarBaseAtom, { ...get(snackbarBaseAtom), show: false, errorCode: null }),
)
