import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core'

import { stores } from '../db/schema.ts'
import type { Theme } from '../db/theme-types.ts'

/**
 * Every theme a store published, newest the highest id; the current one is
 * also `stores.theme`. Only the last `THEME_VERSIONS_KEPT` are kept.
 */
export const themeVersions = pgTable(
  'theme_versions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    theme: jsonb('theme').$type<Theme>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('theme_versions_store_idx').on(t.storeId, t.id)],
)
