import { ApiError, type StoreImage, type UploadProgress } from '@vitrina/shared'

import type { ImageEndpoints, ImageItem } from './types'

/** Position sent for the item at `index` of the list (the server orders by it). */
export const positionAt = (index: number): number => index

/** What saving has to do to make the server match the list. */
export interface SavePlan {
  /** Server ids that are no longer in the list. */
  deletes: number[]
  /** Items without an id, with their 1-based place in the list (`n`) for messages. */
  creates: Array<{ key: string; blob: Blob; position: number; n: number; alt?: string }>
  /** Existing items with a new blob. */
  updates: Array<{
    key: string
    id: number
    blob: Blob
    position: number
    n: number
    alt?: string
  }>
}

/** The save diff of product-rules §4, as a pure function of the server's list and the edited list. */
export function planSave(server: readonly StoreImage[], items: readonly ImageItem[]): SavePlan {
  const kept = new Set(items.flatMap((item) => (item.id === null ? [] : [item.id])))
  const plan: SavePlan = {
    deletes: server.filter((image) => !kept.has(image.id)).map((image) => image.id),
    creates: [],
    updates: [],
  }
  items.forEach((item, index) => {
    const step = {
      key: item.key,
      position: positionAt(index),
      n: index + 1,
      ...(item.alt !== undefined && { alt: item.alt }),
    }
    if (item.id === null) {
      if (item.blob) plan.creates.push({ ...step, blob: item.blob })
    } else if (item.blob) {
      plan.updates.push({ ...step, id: item.id, blob: item.blob })
    }
  })
  return plan
}

/**
 * True when the plan only removes images: nothing uploaded, and the images
 * kept stay in the server's order (the reorder that follows only closes gaps).
 */
export function onlyDeletes(
  plan: SavePlan,
  server: readonly StoreImage[],
  items: readonly ImageItem[],
): boolean {
  if (plan.deletes.length === 0 || plan.creates.length > 0 || plan.updates.length > 0) return false
  const removed = new Set(plan.deletes)
  const kept = server.filter((image) => !removed.has(image.id)).map((image) => image.id)
  return items.length === kept.length && items.every((item, index) => item.id === kept[index])
}

/** True when the edited list differs from the server's (new, re-cropped, removed or moved items). */
export function hasChanges(server: readonly StoreImage[], items: readonly ImageItem[]): boolean {
  return (
    items.length !== server.length ||
    items.some((item, index) => item.id !== server[index]?.id || item.blob !== undefined)
  )
}

/** Server items as image manager items. */
export function toItems(
  server: readonly StoreImage[],
  resolveUrl: (path: string) => string = (p) => p,
): ImageItem[] {
  return server.map((image, index) => ({
    key: `server-${image.id}`,
    id: image.id,
    url: resolveUrl(image.image),
    order: index,
    position: image.position,
    ...(image.alt !== undefined && { alt: image.alt }),
  }))
}

export type SaveStep = 'create' | 'update' | 'delete' | 'reorder' | 'reload'

export interface SaveFailure {
  step: SaveStep
  /** 1-based place of the item in the list, for create and update. */
  n?: number
  error: unknown
}

export interface SaveResult {
  failures: SaveFailure[]
  /** The server's list after saving, or null when it could not be reloaded. */
  server: StoreImage[] | null
}

/**
 * Runs a save plan: deletes first (the server allows at most 5 images, so a
 * full list with one image replaced must free the slot before uploading),
 * then creates and updates in list order, then the order of every item that
 * is on the server, then reloads. A failing step does not stop the others, so
 * everything that can be saved is; the caller shows the reloaded server state
 * and the failures.
 */
export async function executeSave(
  plan: SavePlan,
  items: readonly ImageItem[],
  endpoints: ImageEndpoints,
  toFile: (blob: Blob) => File,
  /** Bytes sent of each upload, by item key. */
  onProgress?: (key: string, progress: UploadProgress) => void,
): Promise<SaveResult> {
  const failures: SaveFailure[] = []
  const ids = new Map<string, number>()
  for (const item of items) if (item.id !== null) ids.set(item.key, item.id)

  for (const id of plan.deletes) {
    try {
      await endpoints.remove(id)
    } catch (error) {
      failures.push({ step: 'delete', error })
    }
  }
  const writes = [
    ...plan.creates.map((c) => ({ ...c, id: null as number | null })),
    ...plan.updates,
  ].sort((a, b) => a.n - b.n)
  for (const write of writes) {
    try {
      const file = toFile(write.blob)
      const progress = onProgress && ((p: UploadProgress) => onProgress(write.key, p))
      if (write.id === null) {
        const created = await endpoints.create(file, write.position, {
          alt: write.alt,
          onProgress: progress,
        })
        ids.set(write.key, created.id)
      } else {
        await endpoints.update(
          write.id,
          { file, position: write.position, alt: write.alt },
          { onProgress: progress },
        )
      }
    } catch (error) {
      failures.push({ step: write.id === null ? 'create' : 'update', n: write.n, error })
    }
  }
  const order = items.flatMap((item) => {
    const id = ids.get(item.key)
    return id === undefined ? [] : [id]
  })
  if (order.length > 0) {
    try {
      await endpoints.reorder(order.map((id, index) => ({ id, position: positionAt(index) })))
    } catch (error) {
      failures.push({ step: 'reorder', error })
    }
  }
  let server: StoreImage[] | null = null
  try {
    server = await endpoints.list()
  } catch (error) {
    failures.push({ step: 'reload', error })
  }
  return { failures, server }
}

/** HTTP status of the first failure that has one (shown as the snackbar's code). */
export function failureCode(failures: readonly SaveFailure[]): number | null {
  for (const failure of failures)
    if (failure.error instanceof ApiError && failure.error.status > 0) return failure.error.status
  return null
}
