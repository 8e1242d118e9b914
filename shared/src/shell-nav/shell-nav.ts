import type { ComponentType } from 'react'

/**
 * A bottom-navigation entry a remote gives the shell for its own area. A
 * remote's `./routes` module may export `shellNav: ShellNavEntry[]`; while a
 * path of that remote is shown, the host's bottom navigation shows these
 * entries instead of the store's. The host names none of a remote's paths.
 */
export interface ShellNavEntry {
  to: string
  /** An i18n key with its namespace, e.g. `admin:bottomNav.dashboard`. */
  label: string
  icon: ComponentType<{ boxSize?: string }>
}
