import type { RuntimeConfig } from '@vitrina/shared'

/**
 * The runtime config: inlined in index.html by the server when it can (one
 * request less before the first remote loads), else fetched from
 * `/runtime-config.json` (which index.html preloads). Nothing in the host's
 * build knows where the remotes live. Resolves to `{}` when unavailable.
 */
export async function loadRuntimeConfig({ fresh = false } = {}): Promise<Partial<RuntimeConfig>> {
  const inline = fresh ? null : document.getElementById('vitrina-runtime-config')
  try {
    if (inline?.textContent) return JSON.parse(inline.textContent) as Partial<RuntimeConfig>
    const response = await fetch('/runtime-config.json', {
      credentials: 'same-origin',
      cache: fresh ? 'no-cache' : 'default',
    })
    if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`)
    return (await response.json()) as Partial<RuntimeConfig>
  } catch (error) {
    // Without it every area shows its retry fallback; the shell keeps working.
    console.error('[host] could not load the runtime config', error)
    return {}
  }
}
