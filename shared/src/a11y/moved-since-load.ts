interface NavigationEntry {
  id: string
}
interface NavigationLike {
  activation?: { entry?: NavigationEntry | null } | null
  currentEntry?: NavigationEntry | null
}

/**
 * Whether the page on screen was reached by a move inside the app (a link, a
 * redirect after login) rather than by loading the document: the Navigation
 * API's entry the document was activated with is no longer the current one.
 * A remote's first page is such a move when the shopper or owner came from
 * another remote's page. Without that API (or on the server), false: the page
 * is taken as the one loaded, as before.
 */
export function movedSinceLoad(): boolean {
  const navigation = (globalThis as { navigation?: NavigationLike }).navigation
  const loaded = navigation?.activation?.entry
  const current = navigation?.currentEntry
  return Boolean(loaded && current && loaded.id !== current.id)
}
