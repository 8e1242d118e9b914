import { createStore } from 'jotai'

/**
 * The one jotai store of the page. The host provides it; non-React code (the
 * HTTP hooks, the refresh timer) reads and writes it directly. It is a live
 * binding so tests can start from a fresh store.
 */
export let appStore = createStore()

/** Replaces the app store with an empty one (tests only). */
export function resetAppStore(): ReturnType<typeof createStore> {
  appStore = createStore()
  return appStore
}
