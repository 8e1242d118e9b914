import { useCallback, useEffect, useRef } from 'react'

/**
 * Object URLs for blobs the screen shows before they are saved. `create`
 * makes one; once `inUse` no longer lists it (the image was deleted,
 * re-cropped, discarded or saved), it is revoked, and every one left is
 * revoked on unmount, so no blob outlives its thumbnail.
 */
export function useObjectUrls(inUse: string[]) {
  const created = useRef(new Set<string>())

  const create = useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob)
    created.current.add(url)
    return url
  }, [])

  const key = inUse.join('\n')
  useEffect(() => {
    const shown = new Set(key.split('\n'))
    for (const url of created.current) {
      if (!shown.has(url)) {
        URL.revokeObjectURL(url)
        created.current.delete(url)
      }
    }
  }, [key])

  useEffect(() => {
    const urls = created.current
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url))
      urls.clear()
    }
  }, [])

  return create
}
