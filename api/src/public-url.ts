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

/**
 * {@link publicBaseUrl} read when a link is written: with `PORT=0` (a port
 * picked at listen) and no `VITRINA_BASE_URL`, the port the server listens on.
 */
export function listeningBaseUrl(
  server: { address(): unknown },
  env: NodeJS.ProcessEnv = process.env,
): () => string {
  const fixed = env.VITRINA_BASE_URL?.trim() || (env.PORT && env.PORT !== '0')
  if (fixed) {
    const url = publicBaseUrl(env)
    return () => url
  }
  return () => {
    const address = server.address() as { port?: number } | string | null
    return typeof address === 'object' && address?.port
      ? `http://localhost:${address.port}`
      : publicBaseUrl(env)
  }
}

/** The store's origin: its label in front of the public origin's host name. */
export function storeOrigin(baseUrl: string, label: string): string {
  const url = new URL(baseUrl)
  url.hostname = `${label}.${url.hostname}`
  return url.origin
}
