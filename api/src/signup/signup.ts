import { createHash, randomBytes } from 'node:crypto'

import { trimText } from '@vitrina/contract'
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { stores, users } from '../db/schema.ts'
import { HttpError, invalid, throttled } from '../http-error.ts'
import {
  emailProblem,
  hashPassword,
  normalizeEmail,
  passwordProblem,
  verifyPassword,
} from '../services/accounts.ts'
import { type LoginThrottle, networkKeys, type WindowLimit } from '../services/login-throttle.ts'
import { defaultTheme } from '../theme/theme-rules.ts'
import { LABEL_MESSAGES, type LabelProblem, labelProblem } from './labels.ts'
import { handoffCodes, signupThrottle } from './schema.ts'

export interface SignupLimits {
  /** Stores created per client address (an IPv4 address, an IPv6 /64). */
  address: WindowLimit
  /** Stores created per account (email), new or existing. */
  account: WindowLimit
}

export const DEFAULT_SIGNUP_LIMITS: SignupLimits = {
  address: { max: 5, windowMs: 60 * 60_000 },
  account: { max: 3, windowMs: 24 * 60 * 60_000 },
}

/** How long a handoff code can be redeemed. */
export const HANDOFF_TTL_MS = 60_000

export const MAX_NAME_LENGTH = 80
export const MAX_USERNAME_LENGTH = 150

export const ACCOUNT_EXISTS = 'Ya tenés una cuenta con ese correo: ingresá tu contraseña'
export const LABEL_TAKEN = 'Esa dirección no está disponible'

export const labelTaken = () =>
  new HttpError(409, 'subdomain_taken', LABEL_TAKEN, undefined, undefined)
const accountExists = () => new HttpError(401, 'invalid_credentials', ACCOUNT_EXISTS)

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

export interface Availability {
  available: boolean
  reason?: LabelProblem
}

/** Whether `label` could be a new store's address now (format, reserved, taken). */
export async function labelAvailability(db: Db, label: string): Promise<Availability> {
  const problem = labelProblem(label)
  if (problem) return { available: false, reason: problem }
  const [taken] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.subdomain, label))
    .limit(1)
  return taken ? { available: false, reason: 'taken' } : { available: true }
}

export interface NewSignup {
  name: string
  subdomain: string
  username: string
  email: string
  password: string
}

export interface SignupContext {
  ip: string
  limits: SignupLimits
  loginThrottle: LoginThrottle
  now?: number
}

export interface CreatedStore {
  storeId: number
  userId: number
  subdomain: string
  /** The one-time code (only its hash is stored). */
  handoff: string
}

const secondsUntil = (when: Date, now: number) =>
  Math.max(1, Math.ceil((when.getTime() - now) / 1000))

function throttleKeys(ip: string, email: string, limits: SignupLimits) {
  return [
    { key: `ip:${networkKeys(ip).address}`, limit: limits.address },
    { key: `acct:${email}`, limit: limits.account },
  ]
}

/** The fields' own rules; the label's reserved and taken cases are 409, not 400. */
function checkFields(input: NewSignup, isNew: boolean) {
  const errors: Record<string, string[]> = {}
  const name = trimText(input.name)
  if (!name) errors.name = ['El nombre de la tienda es obligatorio.']
  else if ([...name].length > MAX_NAME_LENGTH)
    errors.name = [`El nombre puede tener como máximo ${MAX_NAME_LENGTH} caracteres.`]
  const label = labelProblem(input.subdomain)
  if (label && label !== 'reserved') errors.subdomain = [LABEL_MESSAGES[label]]
  if ([...input.username.trim()].length > MAX_USERNAME_LENGTH)
    errors.username = [`Tu nombre puede tener como máximo ${MAX_USERNAME_LENGTH} caracteres.`]
  const email = normalizeEmail(input.email)
  const emailError = email ? emailProblem(email) : 'El correo es obligatorio.'
  if (emailError) errors.email = [emailError]
  const passwordError = isNew
    ? passwordProblem(input.password)
    : input.password
      ? undefined
      : ACCOUNT_EXISTS
  if (passwordError) errors.password = [passwordError]
  if (Object.keys(errors).length > 0) throw invalid(errors)
  if (label === 'reserved') throw labelTaken()
}

/**
 * Opens a store: checks every rule, the existing account's password (through
 * the login throttle, so this is no way around it), then creates in ONE
 * transaction the throttle counts, the owner (when new), the store (default
 * theme; its settings come from the columns' defaults) and the handoff code.
 * A failure or a crash anywhere leaves nothing behind and counts nothing.
 */
export async function createSignup(
  db: Db,
  input: NewSignup,
  context: SignupContext,
): Promise<CreatedStore> {
  const now = context.now ?? Date.now()
  const email = normalizeEmail(input.email)
  const [existing] = email
    ? await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
    : []
  checkFields(input, !existing)
  const subdomain = input.subdomain
  if (!(await labelAvailability(db, subdomain)).available) throw labelTaken()

  const keys = throttleKeys(context.ip, email, context.limits)
  // A cheap look first, so a throttled client costs no password hashing.
  const counted = await db
    .select()
    .from(signupThrottle)
    .where(
      inArray(
        signupThrottle.key,
        keys.map((k) => k.key),
      ),
    )
  for (const { key, limit } of keys) {
    const row = counted.find((r) => r.key === key)
    if (row && row.windowEndsAt.getTime() > now && row.count >= limit.max)
      throw throttled(secondsUntil(row.windowEndsAt, now))
  }

  let passwordHash: string | undefined
  if (existing) {
    const attempt = await context.loginThrottle.begin(context.ip, email, now)
    if (!(await verifyPassword(existing.passwordHash, input.password))) {
      await attempt.failed()
      throw accountExists()
    }
    await attempt.succeeded()
  } else {
    passwordHash = await hashPassword(input.password)
  }

  const code = randomBytes(32).toString('base64url')
  return db.transaction(async (tx) => {
    // Counted first: the rows stay locked until commit, so parallel creations
    // from one address or account queue here and see each other's counts.
    for (const { key, limit } of keys) {
      const ended = sql`${signupThrottle.windowEndsAt} <= ${new Date(now).toISOString()}::timestamptz`
      const [row] = await tx
        .insert(signupThrottle)
        .values({ key, count: 1, windowEndsAt: new Date(now + limit.windowMs) })
        .onConflictDoUpdate({
          target: signupThrottle.key,
          set: {
            count: sql`case when ${ended} then 1 else ${signupThrottle.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${signupThrottle.windowEndsAt} end`,
          },
        })
        .returning()
      if (row!.count > limit.max) throw throttled(secondsUntil(row!.windowEndsAt, now))
    }
    let userId = existing?.id
    if (userId === undefined) {
      const username = input.username.trim() || email.split('@')[0]!
      const [user] = await tx
        .insert(users)
        .values({ email, username, passwordHash: passwordHash! })
        .onConflictDoNothing()
        .returning({ id: users.id })
      // Someone opened an account with this email a moment ago (the same person
      // in a second tab, or a double press, most likely): the password it was
      // opened with makes it this sign-up's too, as if it had come first.
      userId = user?.id ?? (await racedAccount(tx, email, input.password))
    }
    const [store] = await tx
      .insert(stores)
      .values({ subdomain, name: trimText(input.name), ownerUserId: userId, theme: defaultTheme() })
      .onConflictDoNothing({ target: stores.subdomain })
      .returning({ id: stores.id })
    if (!store) throw labelTaken()
    await tx.insert(handoffCodes).values({
      codeHash: hashCode(code),
      userId,
      storeId: store.id,
      expiresAt: new Date(now + HANDOFF_TTL_MS),
    })
    return { storeId: store.id, userId, subdomain, handoff: code }
  })
}

/** The account opened with `email` while this sign-up ran, if `password` is its password. */
async function racedAccount(tx: Pick<Db, 'select'>, email: string, password: string) {
  const [raced] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
  if (!raced || !(await verifyPassword(raced.passwordHash, password))) throw accountExists()
  return raced.id
}

/**
 * Redeems a handoff code on `storeId`: once, before it expires, only on the
 * store it was made for. Returns the user it logs in, or undefined.
 */
export async function redeemHandoff(
  db: Pick<Db, 'update'>,
  code: string,
  storeId: number,
  now = new Date(),
): Promise<number | undefined> {
  const [row] = await db
    .update(handoffCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(handoffCodes.codeHash, hashCode(code)),
        eq(handoffCodes.storeId, storeId),
        isNull(handoffCodes.usedAt),
        gt(handoffCodes.expiresAt, now),
      ),
    )
    .returning({ userId: handoffCodes.userId })
  return row?.userId
}

/** Drops handoff codes and throttle rows that can no longer matter. */
export async function sweepSignupRows(db: Db, now = Date.now()): Promise<void> {
  const at = new Date(now)
  await db.delete(handoffCodes).where(lt(handoffCodes.expiresAt, new Date(now - 60 * 60_000)))
  await db.delete(signupThrottle).where(lt(signupThrottle.windowEndsAt, at))
}
