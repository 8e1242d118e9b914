import type { FastifyInstance } from 'fastify'

/** A public read of the page's store: its answer and ETag, or nulls when it failed or was slow. */
export interface StoreRead {
  value: unknown
  /** The answer's strong ETag, as the public cache keeps it (null: nothing usable). */
  etag: string | null
}

const NOTHING: StoreRead = { value: null, etag: null }

/** The public cache's name of a read: the API path after `/api/v1/`. */
export const cacheName = (url: string) => url.replace(/^\/api\/v1\//, '')

/**
 * A public read of one store (`url` under `/api/v1/`): the API's cached answer
 * when there is one, else through the API in this process (tenant, validation
 * and ordering stay the API's job, and the answer is cached for the next
 * page); nothing when it fails or takes longer than `limitMs`.
 */
export async function readStore(
  app: FastifyInstance,
  subdomain: string,
  url: string,
  limitMs: number,
): Promise<StoreRead> {
  const cached = app.publicCache?.get(subdomain, cacheName(url))
  if (cached) return { value: JSON.parse(cached.body.toString('utf8')), etag: cached.etag }
  let timer: NodeJS.Timeout | undefined
  const read = app
    .inject({ method: 'GET', url, headers: { 'x-subdomain': subdomain } })
    .then((response) =>
      response.statusCode === 200
        ? { value: response.json<unknown>(), etag: String(response.headers.etag ?? '') || null }
        : NOTHING,
    )
    .catch(() => NOTHING)
  const limit = new Promise<StoreRead>((resolve) => {
    timer = setTimeout(() => resolve(NOTHING), limitMs)
  })
  return Promise.race([read, limit]).finally(() => clearTimeout(timer))
}

/** A public read with its status: 200 with the answer, 301 with where to, 404 (or 400), or 0 (failed, slow). */
export interface PublicRead extends StoreRead {
  status: number
  location?: string
}

/**
 * Like {@link readStore}, but tells a missing thing (404) and a moved one
 * (301, with its `location`) from a failed or slow read (status 0).
 */
export async function readPublic(
  app: FastifyInstance,
  subdomain: string,
  url: string,
  limitMs: number,
): Promise<PublicRead> {
  const cached = app.publicCache?.get(subdomain, cacheName(url))
  if (cached) {
    return { status: 200, value: JSON.parse(cached.body.toString('utf8')), etag: cached.etag }
  }
  const failed: PublicRead = { status: 0, ...NOTHING }
  let timer: NodeJS.Timeout | undefined
  const read = app
    .inject({ method: 'GET', url, headers: { 'x-subdomain': subdomain } })
    .then((response): PublicRead => {
      if (response.statusCode === 200) {
        const etag = String(response.headers.etag ?? '') || null
        return { status: 200, value: response.json<unknown>(), etag }
      }
      if (response.statusCode === 301) {
        return { status: 301, ...NOTHING, location: String(response.headers.location ?? '') }
      }
      // A 400 refuses what the path names (a slug no product or category can
      // have, `/categoria/%00`): nothing is there either.
      return response.statusCode === 404 || response.statusCode === 400
        ? { status: 404, ...NOTHING }
        : failed
    })
    .catch(() => failed)
  const limit = new Promise<PublicRead>((resolve) => {
    timer = setTimeout(() => resolve(failed), limitMs)
  })
  return Promise.race([read, limit]).finally(() => clearTimeout(timer))
}
