import type { StoreInfo } from '@vitrina/contract'
import { api, appStore, setStoreInfoAtom } from '@vitrina/shared'

/**
 * Reads the store again (`tienda/resume/subdomain/`) into the shared store
 * info, so the summary shows the shipping fee the server now charges (a
 * `price_changed` may come from the fee, not from a line). A failure keeps
 * what is shown: the next press finds out again.
 */
export async function refreshStore(): Promise<void> {
  try {
    const store = await api
      .get('tienda/resume/subdomain/', { context: { skipAuth: true } })
      .json<StoreInfo>()
    appStore.set(setStoreInfoAtom, store)
  } catch {
    // Kept as it was.
  }
}
