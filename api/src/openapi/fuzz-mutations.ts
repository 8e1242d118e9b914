import type { OpenApiDocument } from '../../test/support/openapi.ts'

/** The parts of a Postman collection (v2.1) the fuzzing reads and writes. */
export interface PostmanItem {
  name: string
  event?: unknown[]
  item?: PostmanItem[]
  request: {
    method: string
    url: {
      path?: string[]
      host?: string[]
      query?: { key: string; value: string | null; disabled?: boolean }[]
      variable?: { key: string; value: string }[]
    }
    header?: { key: string; value: string; disabled?: boolean }[]
    body?: { mode: string; raw?: string; formdata?: unknown[] }
    auth?: unknown
  }
}

export interface PostmanCollection {
  info: unknown
  event?: unknown[]
  item: PostmanItem[]
  variable?: unknown[]
}

type Schema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  properties?: Record<string, Schema>
  items?: Schema
}

/** Bigger than the API's 1 MB body limit. */
const OVERSIZED = 'x'.repeat(1024 * 1024 + 16)

function leaves(items: PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => (item.item ? leaves(item.item) : [item]))
}

/** `/api/v1/admin/tienda/productos/{id}/` for a Portman request. */
function templateOf(item: PostmanItem): string {
  return `/${(item.request.url.path ?? []).map((s) => s.replace(/^:(.+)$/, '{$1}')).join('/')}`
}

const typesOf = (schema: Schema): string[] =>
  [schema.type ?? [], ...(schema.anyOf ?? []).map(typesOf)].flat(2) as string[]

/** A value of a type the schema does not take. */
function wrongType(schema: Schema): unknown {
  const types = typesOf(schema)
  if (!types.includes('string')) return 'texto'
  if (!types.includes('integer') && !types.includes('number')) return 12345
  if (!types.includes('object')) return { no: 'esperado' }
  return [1, 2]
}

const hasEnum = (schema: Schema): boolean =>
  Boolean(schema.enum) ||
  schema.const !== undefined ||
  ((schema.anyOf?.length ?? 0) > 1 &&
    schema.anyOf!.every((s) => s.const !== undefined || s.type === 'null'))

/** Each field of `value` that `schema` describes, with its path: `[['customer', 'name'], schema]`. */
function fields(value: unknown, schema: Schema | undefined, at: (string | number)[] = []) {
  const out: [(string | number)[], Schema][] = []
  if (!schema) return out
  const objectSchema = schema.properties ? schema : schema.anyOf?.find((s) => s.properties)
  if (value && typeof value === 'object' && !Array.isArray(value) && objectSchema?.properties) {
    for (const [key, child] of Object.entries(value)) {
      const sub = objectSchema.properties[key]
      if (!sub) continue
      out.push([[...at, key], sub], ...fields(child, sub, [...at, key]))
    }
  } else if (Array.isArray(value) && value.length > 0) {
    const items = schema.items ?? schema.anyOf?.find((s) => s.items)?.items
    out.push(...fields(value[0], items, [...at, 0]))
  }
  return out
}

function setAt(root: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>
  let node = copy
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[at.at(-1)!] = value
  return copy
}

function variant(
  item: PostmanItem,
  name: string,
  change: (request: PostmanItem['request']) => void,
) {
  const copy = structuredClone(item)
  copy.name = `${item.name}[${name}]`
  change(copy.request)
  return copy
}

/**
 * The collection Portman made, flattened, with what Portman does not vary
 * added from the same schemas: for each base request, every body field of a
 * wrong type and, where the schema lists values, one it does not; a body
 * over the size limit; every query and path parameter empty, huge, with a
 * NUL, negative and not a number, and every query parameter given twice. A
 * fresh `Idempotency-Key` per order.
 */
export function mutateCollection(
  collection: PostmanCollection,
  document: OpenApiDocument,
): PostmanCollection {
  const items = leaves(collection.item)
  const extra: PostmanItem[] = []
  for (const item of items) {
    // Portman's own test scripts: the answers are checked here, against the document, instead.
    delete item.event
    for (const header of item.request.header ?? []) {
      // The document's example key, sent by every generated order: one new key per request.
      if (header.key === 'Idempotency-Key' && header.value === 'pedido-3f9c2a71') {
        header.value = '{{$guid}}'
      }
    }
    if (item.name.includes('[')) continue // a variation Portman made already
    const operation = document.paths[templateOf(item)]?.[item.request.method.toLowerCase()]
    const raw = item.request.body?.mode === 'raw' ? item.request.body.raw : undefined
    const media = operation?.requestBody?.content['application/json']
    if (raw !== undefined && media) {
      let body: unknown
      try {
        body = JSON.parse(raw)
      } catch {
        body = undefined
      }
      for (const [at, schema] of fields(body, media.schema as Schema)) {
        const where = at.join('.')
        extra.push(
          variant(item, `wrong type ${where}`, (r) => {
            r.body!.raw = JSON.stringify(setAt(body, at, wrongType(schema)))
          }),
        )
        if (hasEnum(schema)) {
          extra.push(
            variant(item, `bad enum ${where}`, (r) => {
              r.body!.raw = JSON.stringify(setAt(body, at, 'valor-que-no-existe'))
            }),
          )
        }
      }
      extra.push(
        variant(item, 'wrong type body', (r) => {
          r.body!.raw = Array.isArray(body) ? '{}' : '[]'
        }),
        variant(item, 'not JSON', (r) => {
          r.body!.raw = '{"sin cerrar": '
        }),
        variant(item, 'oversized body', (r) => {
          r.body!.raw = JSON.stringify({ relleno: OVERSIZED })
        }),
      )
    }
    const odd = ['', 'x'.repeat(5000), 'a%00b', '-1', 'no-es-numero', '99999999999999999999']
    for (const [i, param] of (item.request.url.query ?? []).entries()) {
      for (const value of odd) {
        extra.push(
          variant(item, `query ${param.key}=${value.slice(0, 12)}`, (r) => {
            r.url.query![i]!.value = value
            r.url.query![i]!.disabled = false
          }),
        )
      }
      // The key given twice (`?q=a&q=b`): the server reads a list where it takes one value.
      extra.push(
        variant(item, `query ${param.key} twice`, (r) => {
          r.url.query![i]!.disabled = false
          r.url.query!.push({ key: param.key, value: param.value ?? '1' })
        }),
      )
    }
    for (const [i, segment] of (item.request.url.path ?? []).entries()) {
      if (!segment.startsWith(':')) continue
      for (const value of odd.filter(Boolean)) {
        extra.push(
          variant(item, `path ${segment}=${value.slice(0, 12)}`, (r) => {
            r.url.path![i] = encodeURIComponent(value).replace(/%2500/, '%00')
          }),
        )
      }
    }
  }
  return { ...collection, event: [], item: [...items, ...extra] }
}
