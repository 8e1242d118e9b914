// jsdom lacks a few browser APIs that Chakra and our shell use.
import '@testing-library/jest-dom'

import {
  ReadableStream as NodeReadableStream,
  TransformStream as NodeTransformStream,
  WritableStream as NodeWritableStream,
} from 'node:stream/web'
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util'
import { MessagePort as NodeMessagePort } from 'node:worker_threads'

import { configure } from '@testing-library/react'

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
class IntersectionObserverStub {
  readonly root = null
  readonly rootMargin = ''
  readonly thresholds: number[] = []
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}

Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub,
  IntersectionObserver: globalThis.IntersectionObserver ?? IntersectionObserverStub,
})
globalThis.structuredClone ??= (value: unknown) => JSON.parse(JSON.stringify(value))
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (!window.scrollTo) window.scrollTo = () => {}

// jsdom has no fetch/Request/Response/Headers; ky needs them. Packages that
// exercise HTTP list undici as a dev dependency and get its real classes,
// loaded inside the test realm so they accept jsdom's AbortSignal.
interface UndiciGlobals {
  fetch: typeof fetch
  Request: typeof Request
  Response: typeof Response
  Headers: typeof Headers
  FormData: typeof FormData
  setGlobalOrigin(origin: string): void
}
function loadUndici(): UndiciGlobals | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(require.resolve('undici', { paths: [process.cwd()] })) as UndiciGlobals
  } catch {
    return null
  }
}
if (typeof globalThis.Response === 'undefined') {
  Object.assign(globalThis, {
    TextEncoder: globalThis.TextEncoder ?? NodeTextEncoder,
    TextDecoder: globalThis.TextDecoder ?? NodeTextDecoder,
    ReadableStream: globalThis.ReadableStream ?? NodeReadableStream,
    WritableStream: globalThis.WritableStream ?? NodeWritableStream,
    TransformStream: globalThis.TransformStream ?? NodeTransformStream,
  })
  // undici names MessagePort while loading; leaving it (or MessageChannel) on
  // the global would switch React's scheduler to ports that keep jest alive.
  const hadPort = 'MessagePort' in globalThis
  if (!hadPort) Object.assign(globalThis, { MessagePort: NodeMessagePort })
  const undici = loadUndici()
  if (!hadPort) Reflect.deleteProperty(globalThis, 'MessagePort')
  if (undici) {
    const { fetch, Request, Response, Headers, FormData } = undici
    Object.assign(globalThis, { fetch, Request, Response, Headers, FormData })
    // Relative URLs resolve against the page, as in a browser.
    undici.setGlobalOrigin(window.location.origin)
  }
}

// A loaded 2-core CI machine renders Chakra dialogs slowly: give `findBy`/`waitFor`
// room beyond the 1 s default so a slow render is not mistaken for a failure.
configure({ asyncUtilTimeout: 5000 })

/**
 * jsdom's XMLHttpRequest goes to the network, while tests fake the server at
 * `fetch`. Uploads use XMLHttpRequest for their progress events, so here it
 * is a small one over `fetch`: the faked server answers them too, and the
 * upload reports one progress event with the whole body as it goes out.
 */
class FetchXMLHttpRequest extends EventTarget {
  readonly upload = new EventTarget()
  status = 0
  statusText = ''
  response: unknown = null
  responseType: XMLHttpRequestResponseType = ''
  private method = 'GET'
  private url = ''
  private readonly headers = new Headers()
  private responseHeaders = new Headers()
  private readonly controller = new AbortController()

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string) {
    this.headers.append(name, value)
  }

  getAllResponseHeaders() {
    let text = ''
    this.responseHeaders.forEach((value, name) => (text += `${name}: ${value}\r\n`))
    return text
  }

  abort() {
    this.controller.abort()
  }

  send(body: BodyInit | null = null) {
    void (async () => {
      try {
        const request = new Request(this.url, {
          method: this.method,
          headers: this.headers,
          body,
          signal: this.controller.signal,
        })
        // The whole body counts as sent once handed over; the answer may come later.
        const size = (body as { byteLength?: number } | null)?.byteLength ?? 0
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), {
            loaded: size,
            total: size,
            lengthComputable: true,
          }),
        )
        const response = await globalThis.fetch(request)
        this.status = response.status
        this.statusText = response.statusText
        this.responseHeaders = response.headers
        this.response = this.responseType === 'blob' ? await response.blob() : await response.text()
        this.dispatchEvent(new Event('load'))
      } catch (error) {
        this.dispatchEvent(new Event((error as Error).name === 'AbortError' ? 'abort' : 'error'))
      }
    })()
  }
}
Object.assign(globalThis, { XMLHttpRequest: FetchXMLHttpRequest })
