import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { AdminProduct, ProductImage } from '@vitrina/contract'
import { eq } from 'drizzle-orm'

import { createProduct } from '../../test/support/catalogue.ts'
import { testDatabaseUrl } from '../../test/support/db.ts'
import { bearer, createHarness, type Harness, type TestStore } from '../../test/support/harness.ts'
import { jpeg, png, textFile } from '../../test/support/images.ts'
import { type LostReplyProxy, lostReplyProxy } from '../../test/support/lost-reply-proxy.ts'
import { multipart, type Part } from '../../test/support/multipart.ts'
import { type Database, openPostgres } from '../db/client.ts'
import { storeImages } from '../db/schema.ts'
import { processImage } from '../services/images.ts'
import { LocalMediaStore } from '../services/media-store.ts'
import { StoreImages } from '../services/store-images.ts'
import { ProductImages } from './images.ts'
import { productImages } from './schema.ts'

/** Media on disk whose removals can be made to fail, as a storage outage would. */
class OutageMedia extends LocalMediaStore {
  failRemovals = false
  override async removeImage(file: string): Promise<void> {
    if (this.failRemovals) throw new Error('storage unreachable')
    return super.removeImage(file)
  }
}

/**
 * Commerce spec §3 and §5: a product's photos — up to 10, ordered, each with
 * an optional alt text (≤ 140) — through `productos/{id}/imagenes/`, as the
 * shopper's product page and the grid's card then show them.
 */
let h: Harness
let shop: TestStore
let other: TestStore
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-photos-'))
const media = new OutageMedia(mediaDir)

beforeAll(async () => {
  h = await createHarness({ media })
  shop = await h.store('fotos')
  other = await h.store('fotos-otra')
})
afterAll(async () => {
  await h.close()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

const imagesUrl = (productId: number) => `/api/v1/admin/tienda/productos/${productId}/imagenes/`

const create = (title: string, store = shop) =>
  createProduct(h, store, { title, status: 'active', variants: [{ price: 1000 }] })

const photo = async (): Promise<Part> => ({
  name: 'imagen',
  filename: 'foto.jpg',
  contentType: 'image/jpeg',
  data: await jpeg(120, 120),
})

function send(store: TestStore, method: 'POST' | 'PUT', url: string, parts: Part[]) {
  const form = multipart(parts)
  return h.request(store.subdomain, {
    method,
    url,
    headers: { ...bearer(store.access), ...form.headers },
    payload: form.payload,
  })
}

const upload = async (product: AdminProduct, alt?: string, store = shop) =>
  send(store, 'POST', imagesUrl(product.id), [
    await photo(),
    ...(alt !== undefined ? [{ name: 'alt', value: alt }] : []),
  ])

function call(
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  store: TestStore = shop,
) {
  return h.request(store.subdomain, {
    method,
    url,
    headers: bearer(store.access),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
}

/** The photos the shopper's product page shows, in their order. */
async function publicImages(product: AdminProduct) {
  const res = await h.request(shop.subdomain, {
    method: 'GET',
    url: `/api/v1/store/productos/${product.slug}/`,
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as { images: ProductImage[] }).images.map((i) => ({ id: i.id, alt: i.alt }))
}

describe('POST productos/{id}/imagenes/', () => {
  it('adds photos in order, each with its alt text, and the card shows the first', async () => {
    const product = await create('Mate de calabaza')
    const first = await upload(product, '  Mate visto de frente  ')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      id: expect.any(Number),
      image: expect.stringMatching(/^\/media\//),
      position: 0,
      alt: 'Mate visto de frente',
    })
    const second = (await upload(product)).json() as ProductImage
    expect(second.position).toBe(1)
    expect(second.alt ?? null).toBeNull()

    expect(await publicImages(product)).toEqual([
      { id: first.json().id, alt: 'Mate visto de frente' },
      { id: second.id, alt: undefined },
    ])
    const list = await h.request(shop.subdomain, {
      method: 'GET',
      url: '/api/v1/store/productos/?q=calabaza',
    })
    const card = (list.json() as { results: { id: number; image: { image: string } | null }[] })
      .results[0]
    expect(card?.id).toBe(product.id)
    expect(card?.image?.image).toBe(first.json().image)
  })

  it('keeps at most 10 photos: the 11th is 409 max_images and leaves the ten', async () => {
    const product = await create('Set de bombillas')
    for (let i = 0; i < 10; i++) expect((await upload(product)).statusCode).toBe(201)
    const eleventh = await upload(product)
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.json()).toEqual({ detail: expect.any(String), code: 'max_images' })
    expect(await publicImages(product)).toHaveLength(10)
  })

  it('keeps at most 10 under concurrent uploads', async () => {
    const product = await create('Termo de acero')
    for (let i = 0; i < 8; i++) expect((await upload(product)).statusCode).toBe(201)
    const results = await Promise.all(Array.from({ length: 4 }, () => upload(product)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409])
    expect(await publicImages(product)).toHaveLength(10)
  })

  it('refuses what is not an image, an alt text over 140, and saves nothing', async () => {
    const product = await create('Yerbera')
    const text = await send(shop, 'POST', imagesUrl(product.id), [
      { name: 'imagen', filename: 'a.jpg', contentType: 'image/jpeg', data: textFile() },
    ])
    expect([text.statusCode, text.json().code]).toEqual([415, 'unsupported_media_type'])
    const long = await upload(product, 'a'.repeat(141))
    expect(long.statusCode).toBe(400)
    expect(long.json().errors.alt).toEqual([
      'El texto alternativo admite como mucho 140 caracteres.',
    ])
    expect(await publicImages(product)).toEqual([])
    expect((await upload(product, 'á'.repeat(140))).statusCode).toBe(201)
  })

  it("is 404 for another store's product, and touches nothing there", async () => {
    const theirs = await create('Mate ajeno', other)
    const res = await upload(theirs)
    expect(res.statusCode).toBe(404)
    const mine = await call('GET', `/api/v1/admin/tienda/productos/${theirs.id}/`, undefined, other)
    expect(mine.json().images).toEqual([])
  })
})

describe('PUT productos/{id}/imagenes/ (reorder)', () => {
  async function threePhotos(title: string) {
    const product = await create(title)
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push(((await upload(product)).json() as ProductImage).id)
    return { product, ids }
  }

  it('puts the photos in the new order, the first one on the card', async () => {
    const { product, ids } = await threePhotos('Bombilla de alpaca')
    const [a, b, c] = ids as [number, number, number]
    const res = await call('PUT', imagesUrl(product.id), [
      { id: a, position: 2 },
      { id: b, position: 0 },
      { id: c, position: 1 },
    ])
    expect(res.statusCode).toBe(200)
    expect((res.json() as ProductImage[]).map((i) => i.id)).toEqual([b, c, a])
    expect((await publicImages(product)).map((i) => i.id)).toEqual([b, c, a])
  })

  it('refuses an unknown, repeated or missing photo, and keeps the order', async () => {
    const { product, ids } = await threePhotos('Mate imperial')
    const [a, b, c] = ids as [number, number, number]
    const { ids: foreign } = await threePhotos('Otro mate')
    const cases: [unknown, number, string][] = [
      [
        [
          { id: a, position: 1 },
          { id: b, position: 0 },
          { id: foreign[0], position: 2 },
        ],
        404,
        'not_found',
      ],
      [
        [
          { id: a, position: 1 },
          { id: a, position: 0 },
          { id: c, position: 2 },
        ],
        400,
        'invalid',
      ],
      [
        [
          { id: b, position: 0 },
          { id: a, position: 1 },
        ],
        400,
        'invalid',
      ],
    ]
    for (const [order, status, code] of cases) {
      const res = await call('PUT', imagesUrl(product.id), order)
      expect([res.statusCode, res.json().code]).toEqual([status, code])
    }
    expect((await publicImages(product)).map((i) => i.id)).toEqual([a, b, c])
  })
})

describe('PUT and DELETE productos/{id}/imagenes/{image_id}/', () => {
  it('changes the alt text, and a failed change keeps it', async () => {
    const product = await create('Canasta matera')
    const image = (await upload(product, 'Canasta')).json() as ProductImage
    const url = `${imagesUrl(product.id)}${image.id}/`
    const changed = await send(shop, 'PUT', url, [{ name: 'alt', value: 'Canasta de cuero' }])
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ id: image.id, alt: 'Canasta de cuero' })
    const bad = await send(shop, 'PUT', url, [{ name: 'alt', value: 'x'.repeat(141) }])
    expect(bad.statusCode).toBe(400)
    expect(await publicImages(product)).toEqual([{ id: image.id, alt: 'Canasta de cuero' }])
  })

  it('replaces the file under the same id and position', async () => {
    const product = await create('Mate de vidrio')
    const image = (await upload(product)).json() as ProductImage
    const replaced = await send(shop, 'PUT', `${imagesUrl(product.id)}${image.id}/`, [
      { name: 'imagen', filename: 'n.png', contentType: 'image/png', data: await png(90, 90) },
    ])
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json()).toMatchObject({ id: image.id, position: 0 })
    expect(replaced.json().image).not.toBe(image.image)
  })

  it('answers a replace and a delete as saved when the old file cannot be removed', async () => {
    const product = await create('Bolso de yute')
    const image = (await upload(product, 'Bolso')).json() as ProductImage
    const kept = (await upload(product)).json() as ProductImage
    media.failRemovals = true
    try {
      const url = `${imagesUrl(product.id)}${image.id}/`
      const replaced = await send(shop, 'PUT', url, [
        { name: 'imagen', filename: 'n.png', contentType: 'image/png', data: await png(90, 90) },
      ])
      expect(replaced.statusCode).toBe(200)
      expect(replaced.json().image).not.toBe(image.image)
      expect((await call('DELETE', url)).statusCode).toBe(204)
    } finally {
      media.failRemovals = false
    }
    // Saved as answered; the old files wait for the orphan sweep.
    expect(await publicImages(product)).toEqual([{ id: kept.id, alt: undefined }])
  })

  it('deletes a photo; the next one becomes the first', async () => {
    const product = await create('Mate torpedo')
    const first = (await upload(product)).json() as ProductImage
    const second = (await upload(product)).json() as ProductImage
    const res = await call('DELETE', `${imagesUrl(product.id)}${first.id}/`)
    expect(res.statusCode).toBe(204)
    expect((await publicImages(product)).map((i) => i.id)).toEqual([second.id])
    const again = await call('DELETE', `${imagesUrl(product.id)}${first.id}/`)
    expect(again.statusCode).toBe(404)
  })

  it("is 404 for a photo of another product or another store's", async () => {
    const mine = await create('Mate camionero')
    const sibling = await create('Mate de madera')
    const siblingPhoto = (await upload(sibling)).json() as ProductImage
    const theirs = await create('Mate extranjero', other)
    const theirPhoto = (await upload(theirs, undefined, other)).json() as ProductImage
    for (const [productId, imageId] of [
      [mine.id, siblingPhoto.id],
      [theirs.id, theirPhoto.id],
    ] as const) {
      const url = `${imagesUrl(productId)}${imageId}/`
      expect((await send(shop, 'PUT', url, [{ name: 'alt', value: 'x' }])).statusCode).toBe(404)
      expect((await call('DELETE', url)).statusCode).toBe(404)
    }
    expect((await publicImages(sibling)).map((i) => i.id)).toEqual([siblingPhoto.id])
    const their = await call(
      'GET',
      `/api/v1/admin/tienda/productos/${theirs.id}/`,
      undefined,
      other,
    )
    expect(their.json().images).toHaveLength(1)
    expect(their.json().images[0]).toMatchObject({ id: theirPhoto.id })
    expect(their.json().images[0].alt ?? null).toBeNull()
  })
})

if (testDatabaseUrl) {
  /**
   * A write whose reply to COMMIT is lost: the row is in, the caller hears of a
   * lost connection. The file the row names must stay (before, the failed
   * write removed it, and the photo showed broken for good); a write that
   * surely rolled back still removes its file at once.
   */
  describe('a photo write whose COMMIT reply is lost (PostgreSQL)', () => {
    let proxy: LostReplyProxy
    let through: Database
    let photos: ProductImages
    let storeImagesThrough: StoreImages
    beforeAll(async () => {
      proxy = await lostReplyProxy(h.database.url!)
      through = await openPostgres(proxy.url, 2)
      photos = new ProductImages(through.db, media)
      storeImagesThrough = new StoreImages(through.db, media)
    })
    afterAll(async () => {
      await through.close()
      await proxy.close()
    })

    const stored = (file: string) => fs.existsSync(path.join(mediaDir, file))
    const productPhoto = async () => processImage(await jpeg(120, 120), 'producto', 'imagen')
    const photosOf = (productId: number) =>
      h.database.db.select().from(productImages).where(eq(productImages.productId, productId))

    it('keeps the file of an upload that committed', async () => {
      const product = await create('Yerbera de lata')
      proxy.loseNextCommitReply()
      await expect(photos.add(shop.id, product.id, await productPhoto(), null)).rejects.toThrow()
      const rows = await photosOf(product.id)
      expect(rows).toHaveLength(1)
      expect(stored(rows[0]!.file)).toBe(true)
    })

    it('keeps the new file of a replacement that committed', async () => {
      const product = await create('Azucarera de lata')
      const image = await photos.add(shop.id, product.id, await productPhoto(), null)
      const [before] = await photosOf(product.id)
      proxy.loseNextCommitReply()
      await expect(
        photos.update(shop.id, product.id, image.id, { image: await productPhoto() }),
      ).rejects.toThrow()
      const [row] = await photosOf(product.id)
      expect(row!.file).not.toBe(before!.file)
      expect(stored(row!.file)).toBe(true)
    })

    it("keeps the file of a store's cover that committed", async () => {
      proxy.loseNextCommitReply()
      const cover = await processImage(await jpeg(800, 400), 'portada', 'portada')
      await expect(storeImagesThrough.add(other.id, 'portada', cover)).rejects.toThrow()
      const rows = await h.database.db
        .select()
        .from(storeImages)
        .where(eq(storeImages.storeId, other.id))
      expect(rows).toHaveLength(1)
      expect(stored(rows[0]!.file)).toBe(true)
    })

    it('still removes the file of an upload the database refused', async () => {
      const product = await create('Lata refusada')
      const files = () => (fs.readdirSync(mediaDir, { recursive: true }) as string[]).length
      for (let i = 0; i < 10; i++) await photos.add(shop.id, product.id, await productPhoto(), null)
      const full = files()
      // An eleventh: the transaction throws 409 max_images and rolls back.
      await expect(photos.add(shop.id, product.id, await productPhoto(), null)).rejects.toThrow(
        expect.objectContaining({ code: 'max_images' }),
      )
      expect(files()).toBe(full)
    })
  })
}
