/**
 * What the checkout keeps for this tab (`sessionStorage`), as JSON. Storage
 * may be blocked or hold anything: a read gives null then, and a write that
 * fails leaves the value to the page's memory.
 */
export function readTab(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown
  } catch {
    return null
  }
}

/** Keeps `value` for this tab under `key`, or, with null, forgets it. */
export function writeTab(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage blocked: kept in memory only.
  }
}
