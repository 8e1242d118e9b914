import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// db/schema.ts re-exports this file for drizzle-kit; the references below are lazy.
import { stores, users } from '../db/schema.ts'

/**
 * One-time codes that carry a new owner from the sign-up page to their new
 * store's origin (tokens live per origin). Only the SHA-256 of the code is
 * kept; a code is single use, short-lived and bound to one store and user.
 * In the database so any instance can redeem it.
 */
export const handoffCodes = pgTable(
  'handoff_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('handoff_codes_expires_idx').on(t.expiresAt)],
)

/**
 * Stores created per key in a fixed window (`ip:<address or /64>`,
 * `acct:<email>`). Counted inside the creating transaction, so a refused or
 * failed creation counts nothing and parallel ones cannot slip past a budget.
 */
export const signupThrottle = pgTable(
  'signup_throttle',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signup_throttle_window_idx').on(t.windowEndsAt)],
)
