/**
 * Absolute URLs the product writes (order links, WhatsApp messages): the
 * store's label on the configured public origin (`VITRINA_BASE_URL`, default
 * `http://localhost:<PORT>`), never the request's `Host`. Store `alfa` on
 * `https://vitrina.example` → `https://alfa.vitrina.example`.
 */
export function publicBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.VITRINA_BASE_URL?.trim()
  if (given) {
    if (!/^https?:\/\/[^/]/.test(given)) {
      throw new Error('VITRINA_BASE_URL must be an absolute http(s) URL')
    }
    return given
  }
  const port = env.PORT === undefined || env.PORT === '' || env.PORT === '0' ? '8080' : env.PORT
  return `http://localhost:${port}`
}

/** The store's origin: its label in front of the public origin's host name. */
export function storeOrigin(baseUrl: string, label: string): string {
  const url = new URL(baseUrl)
  url.hostname = `${label}.${url.hostname}`
  return url.origin
}
