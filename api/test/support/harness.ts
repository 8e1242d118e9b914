import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'

import { type AppOptions, buildApp } from '../../src/app.ts'
import type { QueryLogOptions } from '../../src/db/client.ts'
import { createStore, createUser } from '../../src/services/accounts.ts'
import { LocalMediaStore } from '../../src/services/media-store.ts'
import { StoreImages } from '../../src/services/store-images.ts'
import { createTestDatabase, type TestDatabase } from './db.ts'

export interface Harness {
  app: FastifyInstance
  database: TestDatabase
  mediaDir: string
  /** Direct access to stored images, bypassing HTTP (the app's cache still hears of writes), for setting up cases. */
  images: StoreImages
  close(): Promise<void>
  /** Creates a store whose owner is `owner@<subdomain>.test` / `clave-de-prueba`. */
  store(subdomain: string): Promise<TestStore>
  user(email: string, password?: string): Promise<{ id: number; email: string }>
  request(subdomain: string, options: InjectOptions): Promise<LightMyRequestResponse>
  login(subdomain: string, email: string, password?: string): Promise<LoginResult>
  mediaFiles(): string[]
}

export interface TestStore {
  id: number
  subdomain: string
  ownerId: number
  ownerEmail: string
  /** Owner's access token on this store. */
  access: string
  refresh: string
}

export interface LoginResult {
  access: string
  refresh: string
  visitor_id: string
  user_id: number
}

export const PASSWORD = 'clave-de-prueba'

export async function createHarness(
  options: Partial<AppOptions> & QueryLogOptions = {},
): Promise<Harness> {
  const { onQuery, ...appOptions } = options
  const database = await createTestDatabase({ onQuery })
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-media-'))
  const app = await buildApp({
    database,
    mediaDir,
    jwtSecret: 'test-secret-test-secret-test-secret!',
    // No timer sweeping orders in the background of tests that count statements.
    orderSweepMs: 0,
    ...appOptions,
  })
  await app.ready()

  const request: Harness['request'] = (subdomain, opts) =>
    app.inject({ ...opts, headers: { 'x-subdomain': subdomain, ...opts.headers } })

  const login: Harness['login'] = async (subdomain, email, password = PASSWORD) => {
    const res = await request(subdomain, {
      method: 'POST',
      url: '/api/v1/login/',
      payload: { email, password },
    })
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
    const body = res.json<{ user_id: number; tokens: Omit<LoginResult, 'user_id'> }>()
    return { ...body.tokens, user_id: body.user_id }
  }

  const user: Harness['user'] = async (email, password = PASSWORD) => {
    const row = await createUser(database.db, { email, password })
    return { id: row.id, email: row.email }
  }

  return {
    app,
    database,
    mediaDir,
    images: new StoreImages(database.db, new LocalMediaStore(mediaDir), app.storeChanged),
    request,
    login,
    user,
    async store(subdomain) {
      const ownerEmail = `owner@${subdomain}.test`
      const owner = await user(ownerEmail)
      const store = await createStore(database.db, {
        subdomain,
        name: `Store ${subdomain}`,
        ownerUserId: owner.id,
      })
      const tokens = await login(subdomain, ownerEmail)
      return { id: store.id, subdomain, ownerId: owner.id, ownerEmail, ...tokens }
    },
    mediaFiles() {
      return (fs.readdirSync(mediaDir, { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(mediaDir, f)).isFile())
        .sort()
    },
    async close() {
      await app.close()
      await database.close()
      fs.rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
