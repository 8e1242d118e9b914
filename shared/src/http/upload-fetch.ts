import { startLoadingAtom, stopLoadingAtom } from '../loading/atoms'
import { appStore } from '../store/app-store'

/** Bytes of a request body sent so far; `total` is 0 while unknown. */
export interface UploadProgress {
  loaded: number
  total: number
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':')
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return headers
}

/**
 * A `fetch` for the shared client's `fetch` option that reports upload
 * progress: fetch has none (its streaming bodies need HTTP/2), so the request
 * goes out through XMLHttpRequest, whose `upload` events count bytes sent.
 * It counts in the loading indicator like every other call and answers a
 * standard Response, so the client's hooks and errors stay the same.
 */
export function uploadFetch(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    // The encoded multipart body, with its boundary in the request's Content-Type.
    const body = request.body ? await request.arrayBuffer() : null
    appStore.set(startLoadingAtom)
    try {
      return await new Promise<Response>((resolve, reject) => {
        const xhr = new XMLHttpRequest()
        xhr.open(request.method, request.url)
        xhr.responseType = 'arraybuffer'
        request.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
        xhr.upload.addEventListener('progress', (event) =>
          onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }),
        )
        xhr.addEventListener('load', () => {
          if (body) onProgress({ loaded: body.byteLength, total: body.byteLength })
          const noBody = xhr.status === 204 || xhr.status === 304
          resolve(
            new Response(noBody ? null : (xhr.response as ArrayBuffer), {
              status: xhr.status,
              statusText: xhr.statusText,
              headers: parseHeaders(xhr.getAllResponseHeaders()),
            }),
          )
        })
        xhr.addEventListener('error', () => reject(new TypeError('Network request failed')))
        xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        const signal = init?.signal ?? request.signal
        if (signal?.aborted) {
          xhr.abort()
          return
        }
        signal?.addEventListener('abort', () => xhr.abort(), { once: true })
        xhr.send(body)
      })
    } finally {
      appStore.set(stopLoadingAtom)
    }
  }
}
