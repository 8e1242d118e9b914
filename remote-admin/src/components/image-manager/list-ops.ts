import type { ImageItem } from './types'

/** Renumbers `order` after any change of the list. */
export function renumber(items: ImageItem[]): ImageItem[] {
  return items.map((item, index) => (item.order === index ? item : { ...item, order: index }))
}

/** Moves the item at `index` one place back or forward; no-op at the edges. */
export function moveItem(items: ImageItem[], index: number, delta: -1 | 1): ImageItem[] {
  const target = index + delta
  if (target < 0 || target >= items.length) return items
  const next = [...items]
  const [moved] = next.splice(index, 1)
  if (moved) next.splice(target, 0, moved)
  return renumber(next)
}

/** Puts the items in the order of `keys` (a drag and drop result). */
export function reorderByKeys(items: ImageItem[], keys: string[]): ImageItem[] {
  const byKey = new Map(items.map((item) => [item.key, item]))
  const next = keys.flatMap((key) => {
    const item = byKey.get(key)
    return item ? [item] : []
  })
  return next.length === items.length ? renumber(next) : items
}

let counter = 0
/** A fresh local key for a new item. */
export function newKey(): string {
  counter += 1
  return `new-${Date.now().toString(36)}-${counter}`
}
