import { Type } from '@sinclair/typebox'

/**
 * A row's id in a body: a PostgreSQL `integer`. Anything larger names no row
 * and is refused as any out-of-range field (400), before it reaches a query,
 * where it would fail as a number out of range.
 */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
