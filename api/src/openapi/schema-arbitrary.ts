import fc from 'fast-check'

/** The JSON Schema keywords TypeBox writes for the contract's bodies. */
export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  anyOf?: JsonSchema[]
  const?: unknown
}

export interface ArbitraryOptions {
  /** Values chosen for named fields (`variant_id` → the store's real ids), wherever they occur. */
  fields?: Record<string, fc.Arbitrary<unknown>>
  /** 1 in `breakEvery` values breaks its schema (wrong type, out of bounds, missing field). */
  breakEvery?: number
}

/** A value of another JSON type, or a text with the characters texts refuse. */
const broken: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.double({ noNaN: true }),
  fc.constantFrom('', ' ', '\u0000', 'x'.repeat(10_001), '-1', '1e309', '🛒'),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
)

/** Texts from the whole range, bounded near the schema's limits (a little past them too). */
function text(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 300
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(max, 40) }),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(max, 20) }) },
    { weight: 1, arbitrary: fc.string({ minLength: max, maxLength: max + 2 }) },
  )
}

function integer(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000
  const max = schema.maximum ?? 1_000_000_000
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min, max: Math.min(max, min + 1_000_000) }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) },
  )
}

/**
 * A fast-check arbitrary for the values of a contract schema: mostly valid
 * ones (so the calls reach the rules past the schema: stock, prices,
 * variants, rows), and, one in `breakEvery`, a value that breaks it at
 * some depth (another type, past a bound, a required field left out).
 */
export function arbitraryOf(
  schema: JsonSchema,
  options: ArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  const breakEvery = options.breakEvery ?? 60
  const valid = (s: JsonSchema): fc.Arbitrary<unknown> => {
    if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => node(option)))
    if (s.const !== undefined) return fc.constant(s.const)
    switch (s.type) {
      case 'object': {
        const props = Object.entries(s.properties ?? {}).map(
          ([key, child]) => [key, options.fields?.[key] ?? node(child)] as const,
        )
        const required = s.required ?? []
        return fc.record(Object.fromEntries(props), { requiredKeys: required }).chain((value) =>
          // Sometimes a required field is left out.
          required.length > 0
            ? fc
                .oneof(
                  { weight: breakEvery, arbitrary: fc.constant(null) },
                  { weight: 1, arbitrary: fc.constantFrom(...required) },
                )
                .map((drop) => {
                  if (drop === null) return value
                  const { [drop]: _dropped, ...rest } = value as Record<string, unknown>
                  return rest
                })
            : fc.constant(value),
        )
      }
      case 'array':
        return fc.array(node(s.items ?? {}), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 5, 5),
        })
      case 'string':
        return text(s)
      case 'integer':
        return integer(s)
      case 'number':
        return fc.double({ noNaN: true, min: s.minimum, max: s.maximum })
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      default:
        return fc.anything({ maxDepth: 1 })
    }
  }
  const node = (s: JsonSchema): fc.Arbitrary<unknown> =>
    fc.oneof({ weight: breakEvery, arbitrary: valid(s) }, { weight: 1, arbitrary: broken })
  return valid(schema)
}
