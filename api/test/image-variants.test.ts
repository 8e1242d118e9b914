import fs from 'node:fs'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import sharp from 'sharp'

import { runCli } from '../src/cli/commands.ts'
import { storeImages } from '../src/db/schema.ts'
import { processImage } from '../src/services/images.ts'
import { LocalMediaStore, type MediaStore, stemOf } from '../src/services/media-store.ts'
import { StoreImages } from '../src/services/store-images.ts'
import { bearer, createHarness, type Harness, type TestStore } from './support/harness.ts'
import { jpeg, png } from './support/images.ts'
import { file, multipart } from './support/multipart.ts'

interface Item {
  id: number
  image: string
  position: number
  srcset?: string
  variants?: { url: string; width: number; type: string }[]
}

const keyOf = (url: string) => url.replace(/^\/media\//, '')

let h: Harness
let shop: TestStore
let media: LocalMediaStore

beforeAll(async () => {
  h = await createHarness()
  media = new LocalMediaStore(h.mediaDir)
  shop = await h.store('variantes')
})
afterAll(() => h.close())

async function upload(kind: 'logos' | 'portadas', data: Buffer, id?: number) {
  const body = multipart([file(kind === 'logos' ? 'logo' : 'portada', data)])
  return h.request(shop.subdomain, {
    method: id ? 'PUT' : 'POST',
    url: `/api/v1/admin/tienda/${kind}/${id ? `${id}/` : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(shop.access) },
  })
}

const list = async (kind: 'logos' | 'portadas') =>
  (await h.request(shop.subdomain, { method: 'GET', url: `/api/v1/store/${kind}/` })).json<Item[]>()

/** Width and format of a stored object, read back from its bytes. */
async function stored(url: string) {
  const meta = await sharp(fs.readFileSync(path.join(h.mediaDir, keyOf(url)))).metadata()
  return { width: meta.width, format: meta.format }
}

/** Every stored file sharing an image's stem. */
const filesOf = (image: string) => {
  const stem = stemOf(keyOf(image))!
  return h.mediaFiles().filter((f) => f.split(path.sep).join('/').startsWith(stem))
}

describe('variants written at upload', () => {
  it('writes WebP covers at 480, 960 and 1600 px beside the original, never wider than it', async () => {
    const res = await upload('portadas', await jpeg(2000, 1125))
    expect(res.statusCode).toBe(201)
    const item = res.json<Item>()
    expect(item.image).toMatch(new RegExp(`^/media/${shop.id}/[0-9a-f-]{36}\\.jpg$`))
    expect(item.variants).toEqual(
      [480, 960, 1600].map((width) => ({
        url: `${item.image.replace(/\.jpg$/, '')}-${width}w.webp`,
        width,
        type: 'image/webp',
      })),
    )
    for (const variant of item.variants!) {
      expect(await stored(variant.url)).toEqual({ width: variant.width, format: 'webp' })
    }
    // The original is wider than every variant: it is the last candidate.
    expect(item.srcset).toBe(
      [...item.variants!.map((v) => `${v.url} ${v.width}w`), `${item.image} 2000w`].join(', '),
    )
    expect(await stored(item.image)).toEqual({ width: 2000, format: 'jpeg' })
    expect(filesOf(item.image)).toHaveLength(4)

    // A cover narrower than 1600 px gets the widths up to it, and its own width in WebP.
    const small = (await upload('portadas', await jpeg(700, 400))).json<Item>()
    expect(small.variants!.map((v) => v.width)).toEqual([480, 700])
    expect(await stored(small.variants![1]!.url)).toEqual({ width: 700, format: 'webp' })
    expect(small.srcset).not.toContain(small.image)
  })

  it('writes WebP logos at 88 and 176 px', async () => {
    const item = (await upload('logos', await png(512, 512))).json<Item>()
    expect(item.variants!.map((v) => [v.width, v.type])).toEqual([
      [88, 'image/webp'],
      [176, 'image/webp'],
    ])
    for (const variant of item.variants!) {
      expect(await stored(variant.url)).toEqual({ width: variant.width, format: 'webp' })
    }
    expect(item.srcset).toMatch(/ 88w, .* 176w, .*\.png 512w$/)
  })

  it('lists keep `image` and add srcset and variants; the store summary carries them on its logos', async () => {
    const covers = await list('portadas')
    expect(covers).toHaveLength(2)
    for (const cover of covers) {
      expect(Object.keys(cover).sort()).toEqual(['id', 'image', 'position', 'srcset', 'variants'])
      expect(cover.image).toMatch(/^\/media\/\d+\/[0-9a-f-]{36}\.jpg$/)
    }
    const [logo] = await list('logos')
    const resume = (
      await h.request(shop.subdomain, { method: 'GET', url: '/api/v1/tienda/resume/subdomain/' })
    ).json<{ logos: Item[]; logo: string }>()
    expect(resume.logos[0]).toEqual(logo)
    expect(resume.logo).toBe(logo!.image)
  })

  it('a new file on PUT brings its own variants and removes the old ones', async () => {
    const [before] = await list('logos')
    const res = await upload('logos', await png(300, 150), before!.id)
    expect(res.statusCode).toBe(200)
    const after = res.json<Item>()
    expect(after.variants!.map((v) => v.width)).toEqual([88, 176])
    expect(filesOf(before!.image)).toEqual([])
    expect(filesOf(after.image)).toHaveLength(3)
    expect((await list('logos'))[0]).toEqual(after)
  })

  it('deleting an image deletes its variants', async () => {
    const [cover] = await list('portadas')
    expect(filesOf(cover!.image)).toHaveLength(4)
    const res = await h.request(shop.subdomain, {
      method: 'DELETE',
      url: `/api/v1/admin/tienda/portadas/delete/${cover!.id}/`,
      headers: bearer(shop.access),
    })
    expect(res.statusCode).toBe(204)
    expect(filesOf(cover!.image)).toEqual([])
  })
})

describe('a failed upload leaves no variant behind', () => {
  /** The local store, failing the `failAt`-th variant write. */
  function failingStore(failAt: number): MediaStore {
    let writes = 0
    return Object.assign(Object.create(media) as LocalMediaStore, {
      writeVariant(file: string, width: number, data: Buffer) {
        writes += 1
        if (writes === failAt) return Promise.reject(new Error('disk full'))
        return media.writeVariant(file, width, data)
      },
    })
  }

  it('when a variant cannot be written: no row, no object', async () => {
    const other = await h.store('variantes-fallo')
    const before = h.mediaFiles()
    const images = new StoreImages(h.database.db, failingStore(3))
    const cover = await processImage(await jpeg(2000, 1125), 'portada', 'portada')
    await expect(images.add(other.id, 'portada', cover)).rejects.toThrow('disk full')
    expect(h.mediaFiles()).toEqual(before)
    expect(
      await h.database.db.select().from(storeImages).where(eq(storeImages.storeId, other.id)),
    ).toEqual([])
  })

  it('when the row cannot be added (the store is full): the original and its variants go', async () => {
    const full = await h.store('variantes-llena')
    for (let i = 0; i < 5; i++) {
      await h.images.add(full.id, 'logo', await processImage(await png(200, 200), 'logo', 'logo'))
    }
    const before = h.mediaFiles()
    await expect(
      h.images.add(full.id, 'logo', await processImage(await png(200, 200), 'logo', 'logo')),
    ).rejects.toMatchObject({ code: 'max_images' })
    expect(h.mediaFiles()).toEqual(before)
  })
})

describe('pnpm vitrina images:variants', () => {
  async function cli(...argv: string[]) {
    const out: string[] = []
    const err: string[] = []
    const code = await runCli(argv, {
      open: async () => ({ db: h.database.db, media, close: async () => {} }),
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  /** A cover as stored before uploads made variants: the file and a row without widths. */
  async function oldCover(storeId: number) {
    const { data, ext } = await processImage(await jpeg(1200, 675), 'portada', 'portada')
    const file = await media.write(storeId, data, ext)
    const [row] = await h.database.db
      .insert(storeImages)
      .values({ storeId, kind: 'portada', file, position: 0 })
      .returning()
    return row!
  }

  it('makes the variants of images stored before, once, and the public list shows them', async () => {
    const old = await h.store('antigua')
    const row = await oldCover(old.id)
    const untouched = await h.store('antigua-otra')
    const otherRow = await oldCover(untouched.id)

    const listed = async (subdomain: string) =>
      (await h.request(subdomain, { method: 'GET', url: '/api/v1/store/portadas/' })).json<Item[]>()
    // Read once, so the public cache holds the answer without variants.
    expect((await listed('antigua'))[0]).toEqual({
      id: row.id,
      image: `/media/${row.file}`,
      position: 0,
    })

    expect(await cli('images:variants', '--subdomain', 'antigua')).toEqual({
      code: 0,
      out: 'Made variants for 1 image.',
      err: '',
    })
    const [made] = await h.database.db.select().from(storeImages).where(eq(storeImages.id, row.id))
    expect(made).toMatchObject({ width: 1200, variantWidths: [480, 960, 1200] })
    for (const width of [480, 960, 1200]) {
      const url = `/media/${stemOf(row.file)}-${width}w.webp`
      expect(await stored(url)).toEqual({ width, format: 'webp' })
    }
    // The other store was not asked for.
    expect(filesOf(`/media/${otherRow.file}`)).toHaveLength(1)

    // The change is announced: PostgreSQL tells the app's cache; the embedded
    // database has one process, which a running server would not share with the command.
    if (!h.database.listen) h.app.publicCache.clear()
    let widths: number[] | undefined
    for (let tries = 0; tries < 100 && !widths; tries++) {
      widths = (await listed('antigua'))[0]?.variants?.map((v) => v.width)
      if (!widths) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(widths).toEqual([480, 960, 1200])

    expect(await cli('images:variants', '--subdomain', 'antigua')).toMatchObject({
      code: 0,
      out: 'Made variants for 0 images.',
    })
    // Without --subdomain: every store (only the other one still lacks them).
    expect((await cli('images:variants')).out).toBe('Made variants for 1 image.')
    expect(filesOf(`/media/${otherRow.file}`)).toHaveLength(4)
    expect((await cli('images:variants')).out).toBe('Made variants for 0 images.')
  })

  it('names what it cannot read and refuses an unknown store', async () => {
    const lost = await h.store('perdida')
    const row = await oldCover(lost.id)
    fs.rmSync(path.join(h.mediaDir, row.file))
    const res = await cli('images:variants', '--subdomain', 'perdida')
    expect(res).toEqual({
      code: 0,
      out: 'Made variants for 0 images.',
      err: `Image ${row.id} (${row.file}) left without variants: its file is missing.`,
    })
    expect(await cli('images:variants', '--subdomain', 'no-existe')).toMatchObject({
      code: 1,
      err: 'Error: La tienda no existe.',
    })
  })
})
