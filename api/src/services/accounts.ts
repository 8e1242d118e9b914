import { hash, verify } from '@node-rs/argon2'
import { MAX_PASSWORD_LENGTH, trimText } from '@vitrina/contract'
import { eq } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { stores, users } from '../db/schema.ts'
import { HttpError, invalid } from '../http-error.ts'
import { defaultTheme, type Theme } from '../theme/theme-rules.ts'
import { COMMON_PASSWORDS } from './common-passwords.ts'

export const MIN_PASSWORD_LENGTH = 8
/** The login body accepts no longer password either (@vitrina/contract). */
export { MAX_PASSWORD_LENGTH }

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Labels that name the product itself rather than a store. */
const RESERVED = new Set(['www', 'api', 'admin', 'media', 'static', 'remotes'])

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export function subdomainProblem(subdomain: string): string | undefined {
  if (!SUBDOMAIN.test(subdomain)) {
    return 'Subdominio no válido: usa de 1 a 63 letras minúsculas, números o guiones, sin guion al principio ni al final.'
  }
  // `xn--` and the other ACE prefixes: a punycode label shows as another script in the address bar.
  if (subdomain.slice(2, 4) === '--') {
    return 'Subdominio no válido: no puede llevar "--" en la tercera y cuarta letra (xn-- y otros prefijos de punycode).'
  }
  if (RESERVED.has(subdomain)) return `El subdominio "${subdomain}" está reservado.`
  return undefined
}

export const emailProblem = (email: string) =>
  EMAIL.test(email) && email.length <= 254 ? undefined : 'Correo electrónico no válido.'

/**
 * The one password rule, for the CLI and the API alike: 8 to 1024 characters
 * (counted as characters, not bytes or UTF-16 units), not only spaces, not one
 * of the most common passwords.
 */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) {
    return `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return `La contraseña debe tener como máximo ${MAX_PASSWORD_LENGTH} caracteres.`
  }
  if (/^\s*$/u.test(password)) return 'La contraseña no puede tener solo espacios.'
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) {
    return 'Esa contraseña es de las más usadas y fácil de adivinar; elige otra.'
  }
  return undefined
}

export const conflict = (detail: string) => new HttpError(409, 'conflict', detail)

export const hashPassword = (password: string) => hash(password)

/** A hash of a random password: checked against when the email is unknown, so timing does not tell. */
let decoyHash: Promise<string> | undefined
export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (storedHash === undefined) {
    decoyHash ??= hash('vitrina-decoy-password')
    await verify(await decoyHash, password)
    return false
  }
  return verify(storedHash, password)
}

export interface NewUser {
  email: string
  password: string
  username?: string
}

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
  return user
}

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const email = normalizeEmail(input.email)
  const errors: Record<string, string[]> = {}
  const emailError = emailProblem(email)
  if (emailError) errors.email = [emailError]
  const passwordError = passwordProblem(input.password)
  if (passwordError) errors.password = [passwordError]
  if (Object.keys(errors).length > 0) throw invalid(errors)
  if (await findUserByEmail(db, email))
    throw conflict(`Ya existe un usuario con el correo ${email}.`)
  const username = input.username?.trim() || email.split('@')[0]!
  const [user] = await db
    .insert(users)
    .values({ email, username, passwordHash: await hashPassword(input.password) })
    .onConflictDoNothing()
    .returning()
  if (!user) throw conflict(`Ya existe un usuario con el correo ${email}.`)
  return user
}

export interface NewStore {
  subdomain: string
  name: string
  ownerUserId: number
  theme?: Theme
}

export type StoreRow = typeof stores.$inferSelect

export async function findStore(db: Db, subdomain: string): Promise<StoreRow | undefined> {
  const [store] = await db.select().from(stores).where(eq(stores.subdomain, subdomain))
  return store
}

export async function createStore(db: Db, input: NewStore): Promise<StoreRow> {
  const subdomain = input.subdomain.trim().toLowerCase()
  const problem = subdomainProblem(subdomain)
  const name = trimText(input.name)
  const errors: Record<string, string[]> = {}
  if (problem) errors.subdomain = [problem]
  if (!name) errors.name = ['El nombre es obligatorio.']
  if (Object.keys(errors).length > 0) throw invalid(errors)
  const [store] = await db
    .insert(stores)
    .values({
      subdomain,
      name,
      ownerUserId: input.ownerUserId,
      theme: input.theme ?? defaultTheme(),
    })
    .onConflictDoNothing()
    .returning()
  if (!store) throw conflict(`Ya existe una tienda con el subdominio ${subdomain}.`)
  return store
}
