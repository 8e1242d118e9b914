import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import type { Theme } from './theme-types.ts'

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  visitorId: uuid('visitor_id')
    .notNull()
    .default(sql`gen_random_uuid()`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  subdomain: text('subdomain').notNull().unique(),
  name: text('name').notNull(),
  ownerUserId: integer('owner_user_id')
    .notNull()
    .references(() => users.id),
  theme: jsonb('theme').$type<Theme>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const imageKinds = ['logo', 'portada'] as const
export type ImageKind = (typeof imageKinds)[number]

export const storeImages = pgTable(
  'store_images',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ImageKind>().notNull(),
    file: text('file').notNull(),
    position: integer('position').notNull(),
    /** Alternative text for screen readers (≤ 140 characters); null when the owner set none. */
    alt: text('alt'),
    /** Width in px of the stored (re-encoded) image; null for images stored before it was kept. */
    width: integer('width'),
    /**
     * Widths of the WebP variants stored beside the image (`<stem>-<width>w.webp`),
     * ascending; null until they are made (images stored before variants: `images:variants`).
     */
    variantWidths: integer('variant_widths').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_images_store_kind_idx').on(t.storeId, t.kind, t.position)],
)

/**
 * One row per login (the family of its refresh tokens). Every authenticated
 * request reads its row by primary key, so logout and reuse detection end the
 * access tokens at once; `expires_at` caps the session however often it rotates.
 */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per issued refresh token. Rotation marks the row used and names its
 * successor (`replaced_by`); every token of one login shares a family so a
 * replayed token can revoke the whole chain. `reuse_graced_at` records the one
 * replay answered within the reuse grace (see `services/sessions.ts`).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    family: uuid('family').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    reuseGracedAt: timestamp('reuse_graced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
)

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    platform: text('platform').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // On a hash: a btree row holding the token itself fails past ~2,700 bytes.
  (t) => [uniqueIndex('push_tokens_user_token_hash_idx').on(t.userId, sql`md5(${t.token})`)],
)

/**
 * Login throttling counters, one row per key (`global`, `ip:…`, `net:…`,
 * `acct:…`, `pair:…`): in the database so they survive a restart and every
 * instance on one PostgreSQL shares them. A row past `window_ends_at` counts
 * as zero and is reused or swept.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** Accounts only: no new guess from an address that already failed before this. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowEndsAt)],
)

/**
 * Secrets every instance must share, written once: the first instance to
 * start inserts, the others' inserts do nothing and they read the same value.
 * Holds the token key when `JWT_SECRET` is unset on PostgreSQL.
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every URL a remote has been served from, newest last: `env` when the server
 * started with a new `VITRINA_REMOTE_<NAME>_URL` (or the built-in default),
 * `deploy` and `rollback` through the deploy interface. `previousId` is where
 * a rollback from this entry returns to.
 */
export const remoteDeploys = pgTable(
  'remote_deploys',
  {
    id: serial('id').primaryKey(),
    /** The app map's name of the remote (`storefront`, `auth`, `admin`). */
    remote: text('remote').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    action: text('action').$type<'env' | 'deploy' | 'rollback'>().notNull(),
    version: text('version'),
    buildTime: text('build_time'),
    replacedUrl: text('replaced_url'),
    previousId: integer('previous_id'),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_deploys_remote_idx').on(t.remote, t.id)],
)

/** The entry of `remote_deploys` each remote is served from now; one row per remote. */
export const remoteCurrent = pgTable('remote_current', {
  remote: text('remote').primaryKey(),
  deployId: integer('deploy_id')
    .notNull()
    .references(() => remoteDeploys.id),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
})

// Each domain keeps its tables beside its code; re-exported here for drizzle-kit and the client.
// The domains' tables refer to users and stores, hence the (load-order safe: lazy references) cycle.
// eslint-disable-next-line import-x/no-cycle
export * from '../signup/schema.ts'
