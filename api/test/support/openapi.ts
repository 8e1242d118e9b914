import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import type { FastifyInstance } from 'fastify'

export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components?: Record<string, unknown>
}

export interface Operation {
  operationId?: string
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[]
  requestBody?: { content: Record<string, { schema?: unknown; example?: unknown }> }
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown; example?: unknown }> }
  >
  security?: Record<string, string[]>[]
}

/** The published document, as a client downloads it. */
export async function publishedDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  if (res.statusCode !== 200) throw new Error(`openapi.json: ${res.statusCode}`)
  return res.json<OpenApiDocument>()
}

/** A `#/components/schemas/X` reference, followed (the document's components hold no further ones). */
export function resolve(document: OpenApiDocument, schema: unknown): unknown {
  const ref = (schema as { $ref?: string } | undefined)?.$ref
  if (!ref?.startsWith('#/components/schemas/')) return schema
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>
  return schemas[ref.slice('#/components/schemas/'.length)]
}

/** `/api/v1/store/productos/{slug}/` → a RegExp matching `/api/v1/store/productos/remera/`. */
const templateRe = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`)

/**
 * Checks answers against the document's response schemas: the operation of
 * `method url`, its entry for the status (or the `4XX`/`5XX` range), and the
 * JSON body against that entry's schema (JSON Schema 2020-12, as OpenAPI 3.1 says).
 */
export function documentChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
  const compiled = new Map<unknown, ValidateFunction>()
  const templates = Object.keys(document.paths)
    // Literal segments before parameters: `productos/exportar/` before `productos/{id}/`.
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
    .map((template) => ({ template, re: templateRe(template) }))

  function operationOf(method: string, url: string) {
    const path = url.split('?')[0] ?? url
    const found = templates.find(({ re }) => re.test(path))
    const operation = found && document.paths[found.template]?.[method.toLowerCase()]
    return operation ? { template: found.template, operation } : undefined
  }

  /** The problems of one answer; empty when the document describes it. */
  function problems(method: string, url: string, status: number, body: unknown): string[] {
    const found = operationOf(method, url)
    if (!found) return [`${method} ${url}: no operation in the document`]
    const { responses } = found.operation
    const entry = responses[String(status)] ?? responses[`${String(status)[0]}XX`]
    if (!entry) return [`${method} ${found.template}: status ${status} is not documented`]
    const schema = resolve(document, entry.content?.['application/json']?.schema)
    if (!schema) {
      // A documented answer of another media type (the CSV export) is not JSON to check.
      const other = Object.keys(entry.content ?? {}).length > 0
      return body === undefined || body === '' || other
        ? []
        : [`${method} ${found.template} ${status}: a body where none is documented`]
    }
    let validate = compiled.get(schema)
    if (!validate) {
      validate = ajv.compile(schema as object)
      compiled.set(schema, validate)
    }
    if (validate(body)) return []
    return (validate.errors ?? []).map(
      (e) => `${method} ${found.template} ${status}: ${e.instancePath || '/'} ${e.message}`,
    )
  }

  return { operationOf, problems }
}
