import type { FastifyError } from 'fastify'

import type { FieldErrors } from '../http-error.ts'

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number]

/** '1 carácter', '5 caracteres': a count with its noun in the right number. */
function count(limit: unknown, one: string, many: string): string {
  return `${String(limit)} ${Number(limit) === 1 ? one : many}`
}

/** A Spanish message for each schema rule, so no validator English reaches a client. */
function validationMessage(issue: ValidationIssue): string {
  const params = issue.params as Record<string, unknown>
  switch (issue.keyword) {
    case 'enum':
      return `Valor no válido: debe ser uno de ${(params.allowedValues as unknown[]).join(', ')}.`
    case 'pattern':
      return 'Valor no válido: contiene caracteres no permitidos.'
    case 'type': {
      const types = String(params.type).split(',')
      return `Valor no válido: debe ser ${types.map((t) => TYPE_NAMES[t] ?? t).join(' o ')}.`
    }
    case 'minLength':
      return `Valor no válido: debe tener al menos ${count(params.limit, 'carácter', 'caracteres')}.`
    case 'maxLength':
      return `Valor no válido: debe tener como máximo ${count(params.limit, 'carácter', 'caracteres')}.`
    case 'minimum':
    case 'exclusiveMinimum':
      return `Valor no válido: debe ser mayor o igual que ${String(params.limit)}.`
    case 'maximum':
    case 'exclusiveMaximum':
      return `Valor no válido: debe ser menor o igual que ${String(params.limit)}.`
    case 'minItems':
      return `Valor no válido: la lista debe tener al menos ${count(params.limit, 'elemento', 'elementos')}.`
    case 'maxItems':
      return `Valor no válido: la lista debe tener como máximo ${count(params.limit, 'elemento', 'elementos')}.`
    case 'additionalProperties':
      return `Campo no admitido: ${String(params.additionalProperty)}.`
    case 'format':
      return `Valor no válido: no tiene el formato ${String(params.format)}.`
    default:
      return 'Valor no válido.'
  }
}

/**
 * The schema's issues as field errors, each message once per field. A value
 * outside a union of constants (`currency: "XYZ"`) fails every branch: its
 * branches become one message naming the values allowed, and the union's own
 * `anyOf` issue is left out wherever a branch said more.
 */
export function validationErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {}
  const allowed = new Map<string, unknown[]>()
  const unions = new Set<string>()
  for (const issue of error.validation ?? []) {
    const params = issue.params as { missingProperty?: string; allowedValue?: unknown }
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const missing = params.missingProperty
    const field = missing ? (path ? `${path}.${missing}` : missing) : path || 'non_field_errors'
    if (issue.keyword === 'const') {
      allowed.set(field, [...(allowed.get(field) ?? []), params.allowedValue])
      continue
    }
    if (issue.keyword === 'anyOf') {
      unions.add(field)
      continue
    }
    const message = missing ? 'Este campo es obligatorio.' : validationMessage(issue)
    const messages = (errors[field] ??= [])
    if (!messages.includes(message)) messages.push(message)
  }
  for (const [field, values] of allowed) {
    const message = `Valor no válido: debe ser uno de ${values.join(', ')}.`
    errors[field] = [message, ...(errors[field] ?? [])]
  }
  for (const field of unions) errors[field] ??= ['Valor no válido.']
  return errors
}
