import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'

import { runCli } from '../src/cli/commands.ts'
import { storeImages } from '../src/db/schema.ts'
import { processImage } from '../src/services/images.ts'
import {
  LocalMediaStore,
  type MediaStore,
  S3MediaStore,
  stemOf,
} from '../src/services/media-store.ts'
import { sweepOrphans } from '../src/services/media-sweep.ts'
import { StoreImages } from '../src/services/store-images.ts'
import { bearer, createHarness, type Harness, type TestStore } from './support/harness.ts'
import { jpeg, png } from './support/images.ts'
import { file, multipart } from './support/multipart.ts'

const HOUR = 60 * 60 * 1000

async function keysOf(media: MediaStore): Promise<string[]> {
  const keys: string[] = []
  for await (const object of media.list()) keys.push(object.key)
  return keys.sort()
}

/** A variant key beside an image, as responsive variants will be stored. */
const variantOf = (key: string, name: string) => `${stemOf(key)}-${name}.webp`

describe('local media store', () => {
  let h: Harness
  let media: LocalMediaStore
  let shop: TestStore
  beforeAll(async () => {
    h = await createHarness()
    media = new LocalMediaStore(h.mediaDir)
    shop = await h.store('local')
  })
  afterAll(() => h.close())

  const age = (key: string, ms: number) => {
    const when = new Date(Date.now() - ms)
    fs.utimesSync(path.join(h.mediaDir, key), when, when)
  }

  it('writes through a hidden temp file: only complete images get their real name', async () => {
    const key = await media.write(shop.id, Buffer.from('bytes'), 'png')
    expect(key).toMatch(new RegExp(`^${shop.id}/[0-9a-f-]{36}\\.png$`))
    expect(fs.readFileSync(path.join(h.mediaDir, key), 'utf8')).toBe('bytes')
    expect(fs.readdirSync(path.join(h.mediaDir, String(shop.id)))).toEqual([path.basename(key)])
    await media.removeKeys([key])
  })

  it('sweeps old objects and temp files no row names, keeping rows, their variants and young files', async () => {
    const kept = await h.images.add(shop.id, 'logo', await processImage(await png(), 'logo', 'x'))
    const keptKey = kept.image.replace('/media/', '')
    const keptVariant = variantOf(keptKey, 'w320')
    fs.writeFileSync(path.join(h.mediaDir, keptVariant), 'variant')
    const orphan = await media.write(shop.id, Buffer.from('orphan'), 'jpg')
    const orphanVariant = variantOf(orphan, 'w320')
    fs.writeFileSync(path.join(h.mediaDir, orphanVariant), 'variant')
    const young = await media.write(shop.id, Buffer.from('in flight'), 'jpg')
    const temp = `${shop.id}/.${randomUUID()}.tmp`
    fs.writeFileSync(path.join(h.mediaDir, temp), 'half')
    const foreign = `${shop.id}/README.txt`
    fs.writeFileSync(path.join(h.mediaDir, foreign), 'not ours')
    for (const key of [keptKey, keptVariant, orphan, orphanVariant, temp, foreign])
      age(key, 2 * HOUR)

    const removed = await sweepOrphans(h.database.db, media)

    expect(removed.sort()).toEqual([orphan, orphanVariant, temp].sort())
    // The kept logo's own variant (its upload wrote it) stays with it.
    const keptOwn = variantOf(keptKey, '64w')
    expect(await keysOf(media)).toEqual([foreign, keptKey, keptOwn, keptVariant, young].sort())
    // Once old enough, the in-flight one goes too.
    expect(await sweepOrphans(h.database.db, media, { now: Date.now() + 2 * HOUR })).toEqual([
      young,
    ])
  })

  it("keeps a product's photos and their variants, however old", async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/tienda/productos/',
      headers: { 'x-subdomain': shop.subdomain, ...bearer(shop.access) },
      payload: { title: 'Taza de cerámica', variants: [{ price: 1500 }] },
    })
    expect(created.statusCode).toBe(201)
    const form = multipart([
      { name: 'imagen', filename: 'taza.jpg', contentType: 'image/jpeg', data: await jpeg() },
    ])
    const uploaded = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/tienda/productos/${(created.json() as { id: number }).id}/imagenes/`,
      headers: { 'x-subdomain': shop.subdomain, ...bearer(shop.access), ...form.headers },
      payload: form.payload,
    })
    expect(uploaded.statusCode).toBe(201)
    const key = (uploaded.json() as { image: string }).image.replace('/media/', '')
    const photo = (await keysOf(media)).filter((k) => stemOf(k) === stemOf(key))
    expect(photo.length).toBeGreaterThan(1) // the image and its WebP variants
    for (const k of photo) age(k, 2 * HOUR)

    expect(await sweepOrphans(h.database.db, media)).toEqual([])
    expect((await keysOf(media)).filter((k) => stemOf(k) === stemOf(key))).toEqual(photo)
  })

  it('removes every variant of an image with it', async () => {
    const item = await h.images.add(
      shop.id,
      'portada',
      await processImage(await jpeg(), 'portada', 'x'),
    )
    const key = item.image.replace('/media/', '')
    for (const name of ['w640', 'w1280']) {
      fs.writeFileSync(path.join(h.mediaDir, variantOf(key, name)), name)
    }
    const before = await keysOf(media)
    await h.images.remove(shop.id, 'portada', item.id)
    const after = await keysOf(media)
    expect(before.filter((k) => !after.includes(k)).sort()).toEqual(
      [key, variantOf(key, '64w'), variantOf(key, 'w640'), variantOf(key, 'w1280')].sort(),
    )
  })
})

describe('S3 media store', () => {
  const BUCKET = 'vitrina-media'
  let server: S3rver
  let endpoint: string
  let s3Dir: string

  const s3Store = (baseUrl?: string) =>
    new S3MediaStore({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      baseUrl,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-s3-'))
    server = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true })
    const { port } = await server.run()
    endpoint = `http://127.0.0.1:${port}`
    await s3Store().client.send(new CreateBucketCommand({ Bucket: BUCKET }))
  })
  afterAll(async () => {
    await server.close()
    fs.rmSync(s3Dir, { recursive: true, force: true })
  })

  describe('served by the API', () => {
    let h: Harness
    let media: S3MediaStore
    let shop: TestStore
    beforeAll(async () => {
      media = s3Store()
      h = await createHarness({ media })
      shop = await h.store('bucket')
    })
    afterAll(() => h.close())

    const upload = async (data: Buffer) => {
      const body = multipart([file('logo', data)])
      return h.request('bucket', {
        method: 'POST',
        url: '/api/v1/admin/tienda/logos/',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(shop.access) },
      })
    }

    it('stores uploads in the bucket, lists them and streams them under /media/', async () => {
      const created = await upload(await png())
      expect(created.statusCode).toBe(201)
      const { image } = created.json<{ image: string }>()
      expect(image).toMatch(new RegExp(`^/media/${shop.id}/[0-9a-f-]{36}\\.png$`))
      expect(await keysOf(media)).toContain(image.replace('/media/', ''))
      expect(fs.readdirSync(h.mediaDir)).toEqual([])

      const listed = await h.request('bucket', { method: 'GET', url: '/api/v1/store/logos/' })
      expect(listed.json<{ image: string }[]>().map((i) => i.image)).toEqual([image])

      const served = await h.app.inject({ method: 'GET', url: image })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/png')
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG')
      const etag = served.headers.etag as string
      expect(etag).toBeTruthy()
      const again = await h.app.inject({
        method: 'GET',
        url: image,
        headers: { 'if-none-match': etag },
      })
      expect(again.statusCode).toBe(304)
    })

    it('answers 404 {detail, code} for missing objects and keys it does not make', async () => {
      for (const url of [
        `/media/${shop.id}/${randomUUID()}.png`,
        '/media/../etc/passwd',
        '/media/%2e%2e/x.png',
        '/media/x.png',
        `/media/${shop.id}/.hidden.tmp`,
      ]) {
        const res = await h.app.inject({ method: 'GET', url })
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' })
      }
    })

    it('removes the object when the row cannot be added, and every variant on delete', async () => {
      const images = new StoreImages(h.database.db, media)
      const full = await h.store('full')
      for (let i = 0; i < 5; i++) {
        await images.add(full.id, 'logo', await processImage(await png(), 'logo', 'x'))
      }
      const before = await keysOf(media)
      await expect(
        images.add(full.id, 'logo', await processImage(await png(), 'logo', 'x')),
      ).rejects.toMatchObject({ code: 'max_images' })
      expect(await keysOf(media)).toEqual(before)

      const item = (await images.list(full.id, 'logo'))[0]!
      const key = item.image.replace('/media/', '')
      for (const name of ['w320', 'w640']) {
        await media.client.send(
          new PutObjectCommand({ Bucket: BUCKET, Key: variantOf(key, name), Body: name }),
        )
      }
      await images.remove(full.id, 'logo', item.id)
      const after = await keysOf(media)
      expect(after.filter((k) => k.startsWith(stemOf(key)!))).toEqual([])
      // The image and the variant its upload wrote (a 64 px logo: one, 64 px wide).
      expect(before.filter((k) => !after.includes(k)).sort()).toEqual(
        [key, variantOf(key, '64w')].sort(),
      )
    })

    it('writes the WebP variants into the bucket, deletes them with the image, and makes missing ones', async () => {
      const body = multipart([file('portada', await jpeg(1800, 1000))])
      const created = await h.request('bucket', {
        method: 'POST',
        url: '/api/v1/admin/tienda/portadas/',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(shop.access) },
      })
      expect(created.statusCode).toBe(201)
      const item = created.json<{ id: number; image: string; variants: { url: string }[] }>()
      const key = item.image.replace('/media/', '')
      const variantKeys = [480, 960, 1600].map((w) => variantOf(key, `${w}w`))
      expect(item.variants.map((v) => v.url)).toEqual(variantKeys.map((k) => `/media/${k}`))
      expect((await keysOf(media)).filter((k) => k.startsWith(stemOf(key)!))).toEqual(
        [key, ...variantKeys].sort(),
      )
      const served = await h.app.inject({ method: 'GET', url: `/media/${variantKeys[0]}` })
      expect(served.headers['content-type']).toBe('image/webp')
      expect((await sharp(served.rawPayload).metadata()).width).toBe(480)

      const removed = await h.request('bucket', {
        method: 'DELETE',
        url: `/api/v1/admin/tienda/portadas/delete/${item.id}/`,
        headers: bearer(shop.access),
      })
      expect(removed.statusCode).toBe(204)
      expect((await keysOf(media)).filter((k) => k.startsWith(stemOf(key)!))).toEqual([])

      // A cover stored before variants: the command reads it from the bucket.
      const processed = await processImage(await jpeg(1000, 600), 'portada', 'x')
      const old = await media.write(shop.id, processed.data, processed.ext)
      await h.database.db
        .insert(storeImages)
        .values({ storeId: shop.id, kind: 'portada', file: old, position: 0 })
      const out: string[] = []
      const code = await runCli(['images:variants', '--subdomain', 'bucket'], {
        open: async () => ({ db: h.database.db, media, close: async () => {} }),
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      })
      expect({ code, out }).toEqual({ code: 0, out: ['Made variants for 1 image.'] })
      expect((await keysOf(media)).filter((k) => k.startsWith(stemOf(old)!))).toEqual(
        [old, variantOf(old, '480w'), variantOf(old, '960w'), variantOf(old, '1000w')].sort(),
      )
    })

    it('sweeps objects without a row once they are old enough', async () => {
      const orphan = await media.write(shop.id, Buffer.from('orphan'), 'png')
      const rowKeys = (await h.images.list(shop.id, 'logo')).map((i) => i.image)
      expect(await sweepOrphans(h.database.db, media)).toEqual([])
      const removed = await sweepOrphans(h.database.db, media, { now: Date.now() + 2 * HOUR })
      expect(removed).toContain(orphan)
      const left = await keysOf(media)
      expect(left).not.toContain(orphan)
      for (const image of rowKeys) expect(left).toContain(image.replace('/media/', ''))
    })

    it('gives up on a storage that takes the connection and never answers, instead of hanging', async () => {
      const sockets = new Set<net.Socket>()
      const silent = net.createServer((socket) => void sockets.add(socket))
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
      const { port } = silent.address() as net.AddressInfo
      const hanging = new S3MediaStore({
        bucket: BUCKET,
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        timeouts: { connectMs: 500, idleMs: 300 },
      })
      try {
        const started = Date.now()
        // Before, the write waited on the silent socket for as long as the request lived.
        const outcome = await Promise.race([
          hanging.write(1, Buffer.from('x'), 'png').then(
            () => 'written',
            () => 'failed',
          ),
          new Promise((resolve) => setTimeout(() => resolve('still waiting'), 8000)),
        ])
        expect(outcome).toBe('failed')
        expect(Date.now() - started).toBeLessThan(8000)
      } finally {
        for (const socket of sockets) socket.destroy()
        await new Promise((resolve) => silent.close(resolve))
      }
    }, 20_000)

    it('answers /readyz 503 when the bucket cannot be reached', async () => {
      expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
      const missing = new S3MediaStore({
        bucket: 'no-such-bucket',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      })
      const other = await createHarness({ media: missing })
      try {
        const res = await other.app.inject({ method: 'GET', url: '/readyz' })
        expect(res.statusCode).toBe(503)
        expect(res.json().code).toBe('not_ready')
      } finally {
        await other.close()
      }
    })
  })

  it('gives absolute image URLs under VITRINA_MEDIA_BASE_URL', async () => {
    const media = s3Store('https://cdn.example.com/vitrina-media/')
    const h = await createHarness({ media })
    try {
      const shop = await h.store('cdn')
      const body = multipart([file('portada', await jpeg())])
      const created = await h.request('cdn', {
        method: 'POST',
        url: '/api/v1/admin/tienda/portadas/',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(shop.access) },
      })
      expect(created.statusCode).toBe(201)
      const { image } = created.json<{ image: string }>()
      expect(image).toMatch(
        new RegExp(`^https://cdn\\.example\\.com/vitrina-media/${shop.id}/[0-9a-f-]{36}\\.jpg$`),
      )
      expect(await keysOf(media)).toContain(
        image.replace('https://cdn.example.com/vitrina-media/', ''),
      )
      const listed = await h.request('cdn', { method: 'GET', url: '/api/v1/store/portadas/' })
      expect(listed.json<{ image: string }[]>()[0]!.image).toBe(image)
    } finally {
      await h.close()
    }
  })
})
