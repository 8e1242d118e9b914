import { appStore } from '../store/app-store'
import type { SnackbarInput } from './atoms'
import { hideSnackbarAtom, showSnackbarAtom } from './atoms'

/** Raises the global snackbar from anywhere (React or not). */
export function notify(input: SnackbarInput): void {
  appStore.set(showSnackbarAtom, input)
}

/** Hides the global snackbar. */
export function hideSnackbar(): void {
  appStore.set(hideSnackbarAtom)
}
