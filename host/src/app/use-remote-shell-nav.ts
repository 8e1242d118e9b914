import type { ShellNavEntry } from '@vitrina/shared'
import { useEffect, useState } from 'react'

import { loadedRoutesModule, loadRoutesModule, type RemoteName } from './remotes'

/**
 * The bottom-navigation entries the remote `name` brings for its area: its
 * entries, null when it has none (or no remote owns the path, or it failed to
 * load), undefined while it is still loading.
 */
export function useRemoteShellNav(name: RemoteName | null): ShellNavEntry[] | null | undefined {
  const known = (): ShellNavEntry[] | null | undefined => {
    if (!name) return null
    const module = loadedRoutesModule(name)
    return module ? (module.shellNav ?? null) : undefined
  }
  const [entries, setEntries] = useState(known)
  useEffect(() => {
    const now = known()
    setEntries(now)
    if (now !== undefined || !name) return
    let live = true
    loadRoutesModule(name).then(
      (module) => live && setEntries(module.shellNav ?? null),
      () => live && setEntries(null),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` reads only `name`
  }, [name])
  return entries
}
