import { Readable } from 'node:stream'

import { type AdminProduct, MAX_AMOUNT, type ProductBody } from '@vitrina/contract'
import { MAX_AMOUNT as EDITOR_MAX_AMOUNT } from '@vitrina/shared/rules'
import { eq } from 'drizzle-orm'

import { createProduct } from '../../test/support/catalogue.ts'
import { bearer, createHarness, type Harness, type TestStore } from '../../test/support/harness.ts'
import { multipart } from '../../test/support/multipart.ts'
import { stores } from '../db/schema.ts'
import { importProducts } from './import.ts'

let h: Harness
let shop: TestStore

beforeAll(async () => {
  h = await createHarness()
  shop = await h.store('shop')
})
afterAll(() => h.close())

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, store = shop) =>
  h.request(store.subdomain, {
    method,
    url: `/api/v1/admin/tienda/${url}`,
    headers: bearer(store.access),
    ...(payload ? { payload } : {}),
  })

const create = (body: ProductBody, store = shop) => createProduct(h, store, body)

function upload(csv: string, query = '', store = shop) {
  const { payload, headers } = multipart([
    { name: 'archivo', filename: 'productos.csv', contentType: 'text/csv', data: Buffer.from(csv) },
  ])
  return h.request(store.subdomain, {
    method: 'POST',
    url: `/api/v1/admin/tienda/productos/importar/${query}`,
    headers: { ...bearer(store.access), ...headers },
    payload,
  })
}

const HEADER =
  'slug;titulo;descripcion;estado;categorias;opcion1;valor1;opcion2;valor2;opcion3;valor3;sku;precio;precio_anterior;stock'

describe('CSV export', () => {
  it('writes UTF-8 with BOM, `;` and CRLF, one row per variant, quoting and neutralising formulas', async () => {
    const cat = (await admin('POST', 'categorias/', { name: 'Ropa' })).json()
    await create({
      title: '=HYPERLINK("x")',
      description: 'Línea 1\nLínea 2; con "comillas"',
      status: 'active',
      category_ids: [cat.id],
      options: [{ name: 'Talle', values: ['S', 'M'] }],
      variants: [
        { option_values: ['S'], sku: '-S1', price: 129900, compare_at_price: 150000, stock: 3 },
        { option_values: ['M'], price: null, stock: null },
      ],
    })
    const res = await admin('GET', 'productos/exportar/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    const raw = res.rawPayload.toString('utf8')
    expect(raw.startsWith('\uFEFF')).toBe(true)
    const lines = raw.slice(1).split('\r\n')
    expect(lines[0]).toBe(HEADER)
    expect(lines[1]).toBe(
      `hyperlink-x;'=HYPERLINK(""x"");"Línea 1\nLínea 2; con ""comillas""";active;Ropa;Talle;S;;;;;'-S1;1299.00;1500.00;3`.replace(
        `'=HYPERLINK(""x"")`,
        `"'=HYPERLINK(""x"")"`,
      ),
    )
    expect(lines[2]).toMatch(/^hyperlink-x;.*;Talle;M;;;;;;;;$/s)
  })

  it('writes CLP prices without decimals', async () => {
    const clp = await h.store('clp')
    await h.database.db.update(stores).set({ currency: 'CLP' }).where(eq(stores.id, clp.id))
    // Written past the API, so told to the public cache as every API write does.
    h.app.storeChanged(clp.id)
    await create({ title: 'Empanada', variants: [{ price: 1299 }] }, clp)
    const raw = (await admin('GET', 'productos/exportar/', undefined, clp)).rawPayload.toString()
    expect(raw).toContain(';1299;;')
  })
})

describe('CSV import', () => {
  it('checks with a dry run, then creates products, variants and categories (matched ignoring accents)', async () => {
    await admin('POST', 'categorias/', { name: 'Almacén' })
    const csv = [
      HEADER,
      ';Café molido;Tostado medio;active;almacen|Regalos;Peso;250 g;;;;;CAF-250;4599,5;;10',
      ';Café molido;Tostado medio;active;almacen|Regalos;Peso;500 g;;;;;CAF-500;8000.00;9000;',
      'taza-blanca;Taza blanca;;draft;;;;;;;;;1500;;0',
    ].join('\r\n')
    const dry = await upload(csv, '?dry_run=1')
    expect(dry.statusCode).toBe(200)
    expect(dry.json()).toEqual({ created: 2, updated: 0 })
    expect((await admin('GET', 'productos/?q=cafe')).json().count).toBe(0)

    const shopperCount = async () =>
      (await h.request(shop.subdomain, { method: 'GET', url: '/api/v1/store/productos/' })).json()
        .count
    const before = await shopperCount()
    const real = await upload(csv)
    expect(real.json()).toEqual({ created: 2, updated: 0 })
    // The shop's count of active products follows the import: one active, one draft.
    expect(await shopperCount()).toBe(before + 1)
    // A typo finds an imported product: its words joined the store's search words.
    expect((await admin('GET', 'productos/?q=molda')).json().count).toBe(1)
    const cafe: AdminProduct = (await admin('GET', 'productos/?q=cafe')).json().results[0]
    expect(cafe).toMatchObject({ slug: 'cafe-molido', status: 'active' })
    expect(
      cafe.variants.map((v) => [v.option_values, v.price, v.compare_at_price, v.stock]),
    ).toEqual([
      [['250 g'], 459950, null, 10],
      [['500 g'], 800000, 900000, null],
    ])
    const cats = (await admin('GET', 'categorias/')).json()
    expect(cats.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Almacén', 'Regalos']),
    )
    expect(cafe.category_ids).toHaveLength(2)
  })

  it('updates a known slug, matching variants by SKU and removing the ones left out', async () => {
    const before: AdminProduct = (await admin('GET', 'productos/?q=cafe')).json().results[0]
    const csv = [
      HEADER,
      'cafe-molido;Café molido premium;Tostado medio;active;Almacén;Peso;250 g;;;;;CAF-250;5000;;7',
    ].join('\r\n')
    const res = await upload(csv)
    expect(res.json()).toEqual({ created: 0, updated: 1 })
    const after: AdminProduct = (await admin('GET', `productos/${before.id}/`)).json()
    expect(after.title).toBe('Café molido premium')
    expect(after.variants).toHaveLength(1)
    expect(after.variants[0]).toMatchObject({ id: before.variants[0]!.id, price: 500000, stock: 7 })
  })

  it('tells, when asked, which stocks the file would change, and can keep the stock of now', async () => {
    const taza = await create({
      title: 'Taza esmaltada',
      status: 'active',
      options: [{ name: 'Color', values: ['Verde', 'Azul'] }],
      variants: [
        { option_values: ['Verde'], sku: 'TAZ-VER', price: 100000, stock: 5 },
        { option_values: ['Azul'], sku: 'TAZ-AZU', price: 100000, stock: 4 },
      ],
    })
    // The file as exported this morning; since then an order took 2 green ones.
    const file = (price: string) =>
      [
        HEADER,
        `${taza.slug};Taza esmaltada;;active;;Color;Verde;;;;;TAZ-VER;${price};;5`,
        `${taza.slug};Taza esmaltada;;active;;Color;Azul;;;;;TAZ-AZU;${price};;4`,
      ].join('\r\n')
    const green = taza.variants.find((v) => v.sku === 'TAZ-VER')!
    const sold = await h.request(shop.subdomain, {
      method: 'PATCH',
      url: `/api/v1/admin/tienda/productos/${taza.id}/`,
      headers: bearer(shop.access),
      payload: { variants: [{ id: green.id, stock: 3, stock_seen: 5 }] },
    })
    expect(sold.statusCode).toBe(200)

    // The spec's answer is unchanged unless the detail is asked for.
    expect((await upload(file('1200.00'), '?dry_run=1')).json()).toEqual({
      created: 0,
      updated: 1,
    })
    expect((await upload(file('1200.00'), '?dry_run=1&detalle_stock=1')).json()).toEqual({
      created: 0,
      updated: 1,
      stock_changed: 1,
      stock_changes: [{ fila: 2, variant: 'TAZ-VER', stock: 3, stock_file: 5 }],
    })
    const stockOf = async () =>
      ((await admin('GET', `productos/${taza.id}/`)).json() as AdminProduct).variants.map((v) => [
        v.sku,
        v.price,
        v.stock,
      ])
    expect(await stockOf()).toEqual([
      ['TAZ-VER', 100000, 3],
      ['TAZ-AZU', 100000, 4],
    ])

    // Kept: the new price goes in, the stock the order left stays.
    const kept = await upload(file('1200.00'), '?mantener_stock=1')
    expect(kept.statusCode).toBe(200)
    expect(await stockOf()).toEqual([
      ['TAZ-VER', 120000, 3],
      ['TAZ-AZU', 120000, 4],
    ])
    // Not kept (as before): the file's stock, which the owner has now seen.
    await upload(file('1300.00'))
    expect(await stockOf()).toEqual([
      ['TAZ-VER', 130000, 5],
      ['TAZ-AZU', 130000, 4],
    ])
  })

  it('reads `,` as the separator and drops the leading quote of a neutralised cell', async () => {
    const csv = [HEADER.replaceAll(';', ','), `,'=Llavero,,active,,,,,,,,LLA-1,300,,`].join('\n')
    const res = await upload(csv)
    expect(res.json()).toMatchObject({ created: 1 })
    const found = (await admin('GET', 'productos/?q=llavero')).json().results[0]
    expect(found.title).toBe('=Llavero')
  })

  it('is all or nothing: a bad row answers 400 keyed `fila N` and changes nothing', async () => {
    const count = (await admin('GET', 'productos/')).json().count
    const csv = [
      HEADER,
      ';Producto bueno;;active;;;;;;;;;100;;',
      ';Precio malo;;active;;;;;;;;;12.345;;',
      ';Stock malo;;active;;;;;;;;;100;;-3',
      ';Estado malo;;publicado;;;;;;;;;100;;',
    ].join('\r\n')
    const res = await upload(csv)
    expect(res.statusCode).toBe(400)
    const errors = res.json().errors
    expect(Object.keys(errors).sort()).toEqual(['fila 3', 'fila 4', 'fila 5'])
    expect(errors['fila 3'][0]).toMatch(/^precio/)
    expect((await admin('GET', 'productos/')).json().count).toBe(count)
  })

  it('refuses a row with fewer or more cells than the header, changing nothing', async () => {
    const count = (await admin('GET', 'productos/')).json().count
    const csv = [
      HEADER,
      ';Producto bueno;;active;;;;;;;;;100;;',
      'x1;X1;;active',
      ';De más;;active;;;;;;;;;100;;;extra',
    ].join('\r\n')
    const res = await upload(csv)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      'fila 3': ['La fila tiene 4 columnas y el encabezado 15.'],
      'fila 4': ['La fila tiene 16 columnas y el encabezado 15.'],
    })
    expect((await admin('GET', 'productos/')).json().count).toBe(count)
  })

  it('numbers rows as a spreadsheet does: a blank line is a row, a cell on two lines is one', async () => {
    const csv = [
      HEADER,
      ';Producto bueno;"Dos\r\nlíneas";active;;;;;;;;;100;;',
      '',
      ';Precio malo;;active;;;;;;;;;12.345;;',
      '',
      '',
      ';Stock malo;;active;;;;;;;;;100;;-3',
      '',
    ].join('\r\n')
    const res = await upload(csv)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().errors).sort()).toEqual(['fila 4', 'fila 7'])
  })

  it('refuses rows of one product that disagree, a file without the columns, and a SKU of another product', async () => {
    const disagree = await upload(
      [HEADER, 'mix;Uno;;active;;;;;;;;;1;;', 'mix;Dos;;active;;;;;;;;;1;;'].join('\r\n'),
    )
    expect(disagree.json().errors['fila 3']).toBeDefined()
    const columns = await upload('slug;titulo\r\nx;y\r\n')
    expect(columns.statusCode).toBe(400)
    expect(columns.json().errors['fila 1'][0]).toMatch(/Faltan columnas/)
    const sku = await upload([HEADER, ';Otra taza;;active;;;;;;;;CAF-250;1;;'].join('\r\n'))
    expect(sku.statusCode).toBe(400)
    expect(sku.json().errors['fila 2'][0]).toMatch(/sku/)
  })

  it('names the file’s columns in its report, not the API’s fields', async () => {
    const res = await upload(
      [
        HEADER,
        ';;;active;;;;;;;;;100;;',
        'tee;Remera;;active;;Talle;S;;;;;;100;90;',
        'tee;Remera;;active;;Talle;S;;;;;;100;;',
      ].join('\r\n'),
    )
    expect(res.statusCode).toBe(400)
    const report = Object.values(res.json<{ errors: Record<string, string[]> }>().errors).flat()
    expect(report.some((line) => line.startsWith('titulo: '))).toBe(true)
    expect(report.some((line) => line.startsWith('precio_anterior: '))).toBe(true)
    expect(report.filter((line) => /^(title|variants|options)\b/.test(line))).toEqual([])
  })

  it('refuses a cell with a NUL as a row error, not a server error (found by the property pass)', async () => {
    const count = (await admin('GET', 'productos/')).json().count
    const res = await upload([HEADER, ';Con nulo;a\u0000b;active;;;;;;;;;100;;'].join('\r\n'))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors['fila 2'][0]).toMatch(/^La columna descripcion/)
    expect((await admin('GET', 'productos/')).json().count).toBe(count)
  })

  it('moves a SKU from a product the file updates to a new product listed before it', async () => {
    const store = await h.store('mueve-sku')
    const old = await create(
      {
        title: 'Taza vieja',
        status: 'active',
        variants: [{ option_values: [], sku: 'TAZA-1', price: 10000, stock: 1 }],
      },
      store,
    )
    const csv = [
      HEADER,
      'taza-nueva;Taza nueva;;active;;;;;;;;TAZA-1;200;;3',
      `${old.slug};Taza vieja;;active;;;;;;;;TAZA-2;100;;1`,
    ].join('\r\n')
    const res = await upload(csv, '', store)
    expect(res.json()).toEqual({ created: 1, updated: 1 })
    const list = (await admin('GET', 'productos/?page_size=10', undefined, store)).json().results
    const skus = Object.fromEntries(
      list.map((p: AdminProduct) => [p.slug, p.variants.map((v) => v.sku)]),
    )
    expect(skus).toEqual({ 'taza-nueva': ['TAZA-1'], [old.slug]: ['TAZA-2'] })
  })

  it('swaps the SKUs of two products the file updates, the dry run and the import agreeing', async () => {
    const store = await h.store('cambia-sku')
    const product = (title: string, sku: string) =>
      create(
        { title, status: 'active', variants: [{ option_values: [], sku, price: 100, stock: 1 }] },
        store,
      )
    const a = await product('Taza A', 'X')
    const b = await product('Taza B', 'Y')
    // B, first in the file, takes the SKU that A, later in it, still held: a 500 before.
    const csv = [
      HEADER,
      `${b.slug};Taza B;;active;;;;;;;;X;1;;1`,
      `${a.slug};Taza A;;active;;;;;;;;Y;1;;1`,
    ].join('\r\n')
    expect((await upload(csv, '?dry_run=1', store)).json()).toEqual({ created: 0, updated: 2 })
    const res = await upload(csv, '', store)
    expect(res.json()).toEqual({ created: 0, updated: 2 })
    const list = (await admin('GET', 'productos/?page_size=10', undefined, store)).json().results
    const skus = Object.fromEntries(
      list.map((p: AdminProduct) => [p.slug, p.variants.map((v) => v.sku)]),
    )
    expect(skus).toEqual({ [a.slug]: ['Y'], [b.slug]: ['X'] })
  })

  it('creates a file of more than a thousand new products whole, in file order', async () => {
    const store = await h.store('muchos')
    const total = 1101
    const rows = Array.from(
      { length: total },
      (_, i) => `p-${i};Producto ${i};;active;Ropa;Talle;S;;;;;P-${i}-S;${100 + i};;${i % 5}`,
    )
    const res = await upload([HEADER, ...rows].join('\r\n'), '', store)
    expect(res.json()).toEqual({ created: total, updated: 0 })
    const exported = (await admin('GET', 'productos/exportar/', undefined, store)).rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(exported).toHaveLength(total + 1)
    // Newest first: the file's last product was created last.
    const first = (await admin('GET', 'productos/?page_size=1', undefined, store)).json()
    expect(first.count).toBe(total)
    expect(first.results[0]).toMatchObject({ slug: `p-${total - 1}` })
    expect(first.results[0].variants[0]).toMatchObject({ sku: `P-${total - 1}-S`, stock: 0 })
    expect(new Set(exported.slice(1).map((line) => line.split(';')[4]))).toEqual(new Set(['Ropa']))
  })

  it('answers 409 limit_reached when the file would pass the store’s categories, changing nothing', async () => {
    const store = await h.store('limite')
    const rows = Array.from(
      { length: 101 },
      (_, i) => `c-${i};Producto ${i};;active;Categoría ${i};;;;;;;;100;;`,
    )
    for (const query of ['?dry_run=1', '']) {
      const res = await upload([HEADER, ...rows].join('\r\n'), query, store)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({
        code: 'limit_reached',
        detail: 'Se alcanzó el máximo de 100 categorías.',
      })
    }
    expect((await admin('GET', 'productos/', undefined, store)).json().count).toBe(0)
    expect((await admin('GET', 'categorias/', undefined, store)).json()).toEqual([])
  })

  it('matches variants without a SKU by their option values, keeping their ids', async () => {
    const store = await h.store('por-valores')
    const p = await create(
      {
        title: 'Gorro de lana',
        status: 'active',
        options: [{ name: 'Color', values: ['Gris', 'Azul'] }],
        variants: [
          { option_values: ['Gris'], price: 10000, stock: 2 },
          { option_values: ['Azul'], price: 10000, stock: 3 },
        ],
      },
      store,
    )
    const csv = [
      HEADER,
      `${p.slug};Gorro de lana;;active;;Color;azul;;;;;;12000;;5`,
      `${p.slug};Gorro de lana;;active;;Color;GRIS;;;;;;11000;;4`,
    ].join('\r\n')
    const res = await upload(csv, '', store)
    expect(res.json()).toEqual({ created: 0, updated: 1 })
    const after: AdminProduct = (await admin('GET', `productos/${p.id}/`, undefined, store)).json()
    const byId = Object.fromEntries(after.variants.map((v) => [v.id, [v.price, v.stock]]))
    expect(byId).toEqual({
      [p.variants[0]!.id]: [1100000, 4],
      [p.variants[1]!.id]: [1200000, 5],
    })
  })

  it('reads a price with at most one decimal mark and the currency’s decimals', async () => {
    const store = await h.store('decimales')
    const row = (n: number, price: string) => `;Precio ${n};;active;;;;;;;;;${price};;`
    const good = await upload(
      [HEADER, row(1, '1299,5'), row(2, '1299.50'), row(3, '7')].join('\r\n'),
      '',
      store,
    )
    expect(good.json()).toEqual({ created: 3, updated: 0 })
    const prices = (await admin('GET', 'productos/?page_size=10', undefined, store))
      .json()
      .results.map((p: AdminProduct) => p.variants[0]!.price)
      .sort((a: number, b: number) => a - b)
    expect(prices).toEqual([700, 129950, 129950])
    const bad = await upload(
      [
        HEADER,
        row(4, '1.299,00'),
        row(5, '1,299.00'),
        row(6, '12,345'),
        row(7, '12 000'),
        row(8, '-5'),
      ].join('\r\n'),
      '',
      store,
    )
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'fila 2',
      'fila 3',
      'fila 4',
      'fila 5',
      'fila 6',
    ])
    const clp = await h.store('decimales-clp')
    await h.database.db.update(stores).set({ currency: 'CLP' }).where(eq(stores.id, clp.id))
    h.app.storeChanged(clp.id)
    const cents = await upload([HEADER, row(9, '1299,5')].join('\r\n'), '', clp)
    expect(cents.statusCode).toBe(400)
    expect(Object.keys(cents.json().errors)).toEqual(['fila 2'])
  })

  it('refuses a price or compare-at price past the editor’s maximum, in the currency’s units, changing nothing', async () => {
    // The browser's copy of the limit (it takes only types from the contract) is the API's.
    expect(EDITOR_MAX_AMOUNT).toBe(MAX_AMOUNT)
    const store = await h.store('tope')
    const row = (n: number, price: string, before = '') =>
      `;Tope ${n};;active;;;;;;;;;${price};${before};`
    const past = await upload(
      [
        HEADER,
        row(1, '999999999.99'),
        row(2, '1000000000.00'),
        row(3, '99999999999'),
        row(4, '10', '999999999999.99'),
      ].join('\r\n'),
      '',
      store,
    )
    // Before, all four were created, and the editor could not save them again.
    expect(past.statusCode).toBe(400)
    expect(past.json().errors).toEqual({
      'fila 3': ['precio: el máximo es 999999999.99.'],
      'fila 4': ['precio: el máximo es 999999999.99.'],
      'fila 5': ['precio_anterior: el máximo es 999999999.99.'],
    })
    expect((await admin('GET', 'productos/', undefined, store)).json().count).toBe(0)
    const clp = await h.store('tope-clp')
    await h.database.db.update(stores).set({ currency: 'CLP' }).where(eq(stores.id, clp.id))
    h.app.storeChanged(clp.id)
    const pesos = await upload(
      [HEADER, row(5, '99999999999'), row(6, '100000000000')].join('\r\n'),
      '',
      clp,
    )
    expect(pesos.json().errors).toEqual({ 'fila 3': ['precio: el máximo es 99999999999.'] })
    const fits = await upload([HEADER, row(5, '99999999999')].join('\r\n'), '', clp)
    expect(fits.json()).toEqual({ created: 1, updated: 0 })
  })

  it('neutralises every formula lead on export (= + - @ tab CR) and takes the cells back as they were', async () => {
    const store = await h.store('formulas')
    const description = '\tcon tabulador'
    await create(
      {
        title: '+54 promo',
        description,
        status: 'active',
        options: [{ name: '@talle', values: ['-1', '=2'] }],
        variants: [
          { option_values: ['-1'], sku: '@SKU-1', price: 100 },
          { option_values: ['=2'], sku: '+SKU-2', price: 100 },
        ],
      },
      store,
    )
    const exported = (
      await admin('GET', 'productos/exportar/', undefined, store)
    ).rawPayload.toString('utf8')
    const cells = exported.slice(1).split('\r\n')[1]!.split(';')
    expect(cells.slice(0, 8)).toEqual([
      '54-promo',
      "'+54 promo",
      `'${description}`,
      'active',
      '',
      "'@talle",
      "'-1",
      '',
    ])
    expect(cells[11]).toBe("'@SKU-1")
    expect(exported).toContain(";'=2;")
    expect(exported).toContain(";'+SKU-2;")
    const res = await upload(exported, '', store)
    expect(res.json()).toEqual({ created: 0, updated: 1 })
    const back: AdminProduct = (await admin('GET', 'productos/?q=promo', undefined, store)).json()
      .results[0]
    expect(back).toMatchObject({
      title: '+54 promo',
      description,
      options: [{ name: '@talle', values: ['-1', '=2'] }],
    })
    expect(back.variants.map((v) => v.sku)).toEqual(['@SKU-1', '+SKU-2'])
  })

  it('refuses a file over 50,000 rows (400) or over 20 MB (413), changing nothing', async () => {
    const store = await h.store('enorme')
    const rows = Array.from({ length: 50_001 }, (_, i) => `;P${i};;active;;;;;;;;;1;;`)
    const many = await upload([HEADER, ...rows].join('\r\n'), '', store)
    expect(many.statusCode).toBe(400)
    expect(many.json().errors.archivo).toEqual(['El archivo tiene más de 50.000 filas.'])
    const big = await upload(
      `${HEADER}\r\n;Grande;${'x'.repeat(20 * 1024 * 1024)};active;;;;;;;;;1;;`,
      '',
      store,
    )
    expect(big.statusCode).toBe(413)
    expect(big.json().code).toBe('file_too_large')
    expect((await admin('GET', 'productos/', undefined, store)).json().count).toBe(0)
  })

  it('answers a body the multipart parser cannot read with 400, as the image uploads do', async () => {
    const before = (await admin('GET', 'productos/?page_size=1')).json().count
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const res = await h.request(shop.subdomain, {
        method: 'POST',
        url: '/api/v1/admin/tienda/productos/importar/',
        headers: { ...bearer(shop.access), 'content-type': contentType },
        payload: 'garbage',
      })
      // Before: 500 (the parser's 'Boundary not found' went through as a server error).
      expect({ contentType, status: res.statusCode, body: res.json() }).toEqual({
        contentType,
        status: 400,
        body: {
          detail: 'Los datos enviados no son válidos.',
          code: 'invalid',
          errors: { non_field_errors: ['El formulario multipart está mal formado.'] },
        },
      })
    }
    expect((await admin('GET', 'productos/?page_size=1')).json().count).toBe(before)
  })

  it('imports nothing from a file over 20 MB cut inside a row that still reads whole', async () => {
    const store = await h.store('cortado')
    // The description last, so the 20 MB cut falls in a row's last cell (row 4,248's,
    // 823 of its 4,900 letters): a row of 15 cells, valid on its own.
    const header = [...HEADER.split(';').filter((c) => c !== 'descripcion'), 'descripcion']
    const rows = Array.from(
      { length: 4_400 },
      (_, i) => `;Producto ${i};active;;;;;;;;;100;;;${'d'.repeat(4_900)}`,
    )
    const res = await upload([header.join(';'), ...rows].join('\r\n'), '', store)
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('file_too_large')
    expect((await admin('GET', 'productos/', undefined, store)).json().count).toBe(0)
  })

  it('imports nothing when the store’s currency changed while the file was uploading', async () => {
    const store = await h.store('moneda-csv')
    const csv = `${HEADER}\r\n;Yerba;;active;;;;;;;;;1299;;`
    // The upload began while the store was in CLP (its prices read so); it is ARS by the commit.
    await expect(
      importProducts(h.database.db, store.id, 'CLP', Readable.from([Buffer.from(csv)]), {
        dryRun: false,
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'currency_changed' })
    expect((await admin('GET', 'productos/', undefined, store)).json().count).toBe(0)
    await expect(
      importProducts(h.database.db, store.id, 'ARS', Readable.from([Buffer.from(csv)]), {
        dryRun: false,
      }),
    ).resolves.toEqual({ created: 1, updated: 0 })
  })

  it('holds the product rules the API holds: description, values per option, category names', async () => {
    const store = await h.store('reglas-csv')
    const values = Array.from({ length: 21 }, (_, i) => `;Gorra;;active;;Color;C${i};;;;;;100;;`)
    const csv = [
      HEADER,
      `;Larga;${'d'.repeat(5_001)};active;;;;;;;;;100;;`,
      ...values,
      `;Con rubro;;active;${'R'.repeat(61)};;;;;;;;100;;`,
    ].join('\r\n')
    const res = await upload(csv, '', store)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      'fila 2': ['descripcion: La descripción admite como mucho 5.000 caracteres.'],
      'fila 3': ['valor1: Una opción admite como mucho 20 valores.'],
      'fila 24': [`categorias: "${'R'.repeat(61)}" supera los 60 caracteres de un nombre.`],
    })
    expect((await admin('GET', 'productos/', undefined, store)).json().count).toBe(0)
    expect((await admin('GET', 'categorias/', undefined, store)).json()).toEqual([])
    const fits = [
      HEADER,
      `;Larga;${'d'.repeat(5_000)};active;${'R'.repeat(60)};;;;;;;;100;;`,
      ...values.slice(0, 20),
    ].join('\r\n')
    expect((await upload(fits, '', store)).json()).toEqual({ created: 2, updated: 0 })
  })

  it('refuses a file that is not UTF-8 (a spreadsheet’s Latin-1 or UTF-16), and reads accents split across chunks', async () => {
    const store = await h.store('codificacion')
    const latin1 = Buffer.from(
      `${HEADER}\r\n;Caf\u00e9 org\u00e1nico;;active;;;;;;;;;100;;`,
      'latin1',
    )
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${HEADER}\r\n;Cafe;;active;;;;;;;;;100;;`, 'utf16le'),
    ])
    for (const data of [latin1, utf16]) {
      const { payload, headers } = multipart([
        { name: 'archivo', filename: 'productos.csv', contentType: 'text/csv', data },
      ])
      const res = await h.request(store.subdomain, {
        method: 'POST',
        url: '/api/v1/admin/tienda/productos/importar/',
        headers: { ...bearer(store.access), ...headers },
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual({
        archivo: ['El archivo no está en UTF-8. Guardalo como «CSV UTF-8» y volvé a importarlo.'],
      })
    }
    expect((await admin('GET', 'productos/', undefined, store)).json().count).toBe(0)
    // Enough two-byte letters that some fall across the upload's chunks.
    const rows = Array.from(
      { length: 3_000 },
      (_, i) => `;Ñandú ${i} señalización;áéíóú ñ ü;active;;;;;;;;;100;;`,
    )
    const ok = await upload([HEADER, ...rows].join('\r\n'), '', store)
    expect(ok.json()).toEqual({ created: 3_000, updated: 0 })
    const found = (await admin('GET', 'productos/?q=2999', undefined, store)).json().results[0]
    expect(found).toMatchObject({ title: 'Ñandú 2999 señalización', description: 'áéíóú ñ ü' })
  })

  it('round-trips its own export', async () => {
    const exported = (await admin('GET', 'productos/exportar/')).rawPayload.toString('utf8')
    const count = (await admin('GET', 'productos/')).json().count
    const res = await upload(exported)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ created: 0, updated: count })
    const again = (await admin('GET', 'productos/exportar/')).rawPayload.toString('utf8')
    expect(again).toBe(exported)
  })
})
