import type { ProductBody } from '@vitrina/contract'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'

import type { Db } from '../db/client.ts'
import { processImage } from '../services/images.ts'
import type { MediaStore } from '../services/media-store.ts'
import { Categories } from './categories.ts'
import { ProductImages } from './images.ts'
import { Products } from './products.ts'
import { products } from './schema.ts'

/** A drawing of the product: what it is and its colours. */
interface Art {
  shape:
    | 'shirt'
    | 'hoodie'
    | 'cap'
    | 'socks'
    | 'bag'
    | 'mate'
    | 'straw'
    | 'pack'
    | 'mug'
    | 'flask'
    | 'apron'
  fill: string
  background: string
}

const shapes: Record<Art['shape'], (fill: string) => string> = {
  shirt: (f) =>
    `<path d="M300 250 L420 200 Q500 250 580 200 L700 250 L760 380 L670 410 L670 800 L330 800 L330 410 L240 380 Z" fill="${f}"/>`,
  hoodie: (f) =>
    `<path d="M290 260 Q500 140 710 260 L780 520 L690 540 L690 810 L310 810 L310 540 L220 520 Z" fill="${f}"/><path d="M420 230 Q500 330 580 230" fill="none" stroke="#00000033" stroke-width="18"/><rect x="400" y="600" width="200" height="110" rx="30" fill="#00000022"/>`,
  cap: (f) =>
    `<path d="M260 560 Q270 300 500 290 Q730 300 740 560 Z" fill="${f}"/><path d="M240 560 L820 560 Q860 600 800 630 L260 620 Z" fill="${f}" opacity="0.85"/><circle cx="500" cy="295" r="22" fill="#00000033"/>`,
  socks: (f) =>
    `<path d="M380 200 H520 V560 Q520 700 400 720 H300 Q240 640 320 600 L380 560 Z" fill="${f}"/><path d="M540 240 H680 V600 Q680 740 560 760 H460 Q400 680 480 640 L540 600 Z" fill="${f}" opacity="0.8"/>`,
  bag: (f) =>
    `<rect x="280" y="360" width="440" height="460" rx="24" fill="${f}"/><path d="M380 370 V280 a120 120 0 0 1 240 0 V370" fill="none" stroke="${f}" stroke-width="30"/>`,
  mate: (f) =>
    `<path d="M360 380 Q330 760 500 800 Q670 760 640 380 Z" fill="${f}"/><ellipse cx="500" cy="380" rx="140" ry="40" fill="#00000033"/><rect x="540" y="180" width="20" height="220" rx="10" fill="#C0C4C8" transform="rotate(12 550 290)"/>`,
  straw: (f) =>
    `<rect x="480" y="160" width="40" height="560" rx="20" fill="${f}" transform="rotate(20 500 440)"/><ellipse cx="390" cy="720" rx="70" ry="40" fill="${f}" transform="rotate(20 390 720)"/>`,
  pack: (f) =>
    `<path d="M330 260 L670 260 L700 820 L300 820 Z" fill="${f}"/><rect x="360" y="420" width="280" height="180" rx="20" fill="#FFFFFFCC"/>`,
  mug: (f) =>
    `<rect x="300" y="330" width="340" height="420" rx="40" fill="${f}"/><path d="M640 420 Q780 420 780 540 Q780 660 640 660" fill="none" stroke="${f}" stroke-width="44"/>`,
  flask: (f) =>
    `<rect x="400" y="250" width="200" height="580" rx="70" fill="${f}"/><rect x="430" y="190" width="140" height="80" rx="20" fill="#2B2B2B"/>`,
  apron: (f) =>
    `<path d="M400 220 H600 L620 400 L720 420 L680 820 H320 L280 420 L380 400 Z" fill="${f}"/><rect x="420" y="560" width="160" height="120" rx="16" fill="#00000022"/>`,
}

/** A square product photo (PNG bytes), drawn locally: nothing is fetched. */
async function drawProduct({ shape, fill, background }: Art): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
  <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.75">
    <stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${background}"/>
  </radialGradient></defs>
  <rect width="1000" height="1000" fill="url(#bg)"/>
  <ellipse cx="500" cy="850" rx="300" ry="40" fill="#00000018"/>
  ${shapes[shape](fill)}
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer()
}

interface DemoProduct {
  body: ProductBody
  categories: string[]
  art: Art[]
}

const sizes = ['S', 'M', 'L']

/** Prices in ARS minor units: 1299900 is $ 12.999,00. */
const catalogue: DemoProduct[] = [
  {
    body: {
      title: 'Remera de algodón orgánico',
      description:
        'Remera de jersey de algodón orgánico, corte recto.\nTeñida con pigmentos al agua, no destiñe.',
      options: [
        { name: 'Talle', values: sizes },
        { name: 'Color', values: ['Blanco', 'Negro'] },
      ],
      variants: sizes.flatMap((size, i) =>
        ['Blanco', 'Negro'].map((color, j) => ({
          option_values: [size, color],
          sku: `REM-${size}-${color.slice(0, 3).toUpperCase()}`,
          price: 1299900,
          stock: [8, 3, 12, 0, 5, 2][i * 2 + j]!,
        })),
      ),
    },
    categories: ['Indumentaria'],
    art: [
      { shape: 'shirt', fill: '#F4F1EA', background: '#D9E4EC' },
      { shape: 'shirt', fill: '#23252B', background: '#E7E2D8' },
    ],
  },
  {
    body: {
      title: 'Buzo canguro frisado',
      description: 'Frisa de algodón, capucha forrada y bolsillo canguro.',
      options: [{ name: 'Talle', values: sizes }],
      variants: sizes.map((size, i) => ({
        option_values: [size],
        sku: `BUZ-${size}`,
        price: 2499900,
        compare_at_price: 2999900,
        stock: [4, 6, 1][i]!,
      })),
    },
    categories: ['Indumentaria'],
    art: [{ shape: 'hoodie', fill: '#6B7F5E', background: '#EDE6D6' }],
  },
  {
    body: {
      title: 'Gorra bordada',
      description: 'Gabardina lavada con bordado frontal. Talle único regulable.',
      variants: [{ sku: 'GOR-01', price: 899900, stock: 4 }],
    },
    categories: ['Indumentaria'],
    art: [{ shape: 'cap', fill: '#C2410C', background: '#F3E8DA' }],
  },
  {
    body: {
      title: 'Medias de lana (pack x3)',
      description: 'Tres pares de medias de lana merino, suaves y abrigadas.',
      variants: [{ sku: 'MED-3', price: 599900, stock: 20 }],
    },
    categories: ['Indumentaria'],
    art: [{ shape: 'socks', fill: '#8B5CF6', background: '#EEE9F7' }],
  },
  {
    body: {
      title: 'Tote bag de lienzo',
      description: 'Bolsa de lienzo crudo con manijas largas. Entra una notebook.',
      variants: [{ sku: 'TOT-01', price: 749900, stock: null }],
    },
    categories: ['Indumentaria'],
    art: [{ shape: 'bag', fill: '#D6C7A1', background: '#E9EEF2' }],
  },
  {
    body: {
      title: 'Mate de calabaza forrado',
      description: 'Calabaza curada, forrada en cuero, con virola de alpaca.',
      variants: [{ sku: 'MAT-01', price: 1499900, stock: 12 }],
    },
    categories: ['Cocina y mate'],
    art: [{ shape: 'mate', fill: '#7C4A2D', background: '#F1E9DF' }],
  },
  {
    body: {
      title: 'Bombilla de alpaca',
      description: 'Bombilla pico de loro, filtro desarmable para limpiarla fácil.',
      variants: [{ sku: 'BOM-01', price: 699900, stock: 9 }],
    },
    categories: ['Cocina y mate'],
    art: [{ shape: 'straw', fill: '#A8ADB3', background: '#E6EDF0' }],
  },
  {
    body: {
      title: 'Yerba mate orgánica 1 kg',
      description: 'Yerba con palo, estacionada 24 meses. Cultivo orgánico de Misiones.',
      variants: [{ sku: 'YER-1K', price: 459900, stock: 30 }],
    },
    categories: ['Cocina y mate'],
    art: [{ shape: 'pack', fill: '#2F6B3A', background: '#EAF1E4' }],
  },
  {
    body: {
      title: 'Taza de cerámica esmaltada',
      description: 'Cerámica de alta temperatura, apta microondas y lavavajillas. 350 ml.',
      options: [{ name: 'Color', values: ['Verde', 'Terracota'] }],
      variants: [
        { option_values: ['Verde'], sku: 'TAZ-VER', price: 849900, stock: 6 },
        { option_values: ['Terracota'], sku: 'TAZ-TER', price: 849900, stock: 2 },
      ],
    },
    categories: ['Cocina y mate'],
    art: [
      { shape: 'mug', fill: '#4F7D5C', background: '#EFEAE2' },
      { shape: 'mug', fill: '#B5563A', background: '#EFEAE2' },
    ],
  },
  {
    body: {
      title: 'Termo de acero 1 L',
      description: 'Doble pared de acero inoxidable: 24 h frío, 12 h caliente. Pico cebador.',
      variants: [{ sku: 'TER-1L', price: 3299900, stock: 0 }],
    },
    categories: ['Cocina y mate'],
    art: [{ shape: 'flask', fill: '#1F4E79', background: '#E3EAF2' }],
  },
  {
    body: {
      title: 'Delantal de cocina a medida',
      description: 'Gabardina con bolsillo frontal. Se hace a medida: consultanos el precio.',
      variants: [{ sku: 'DEL-01', price: null, stock: null }],
    },
    categories: ['Cocina y mate'],
    art: [{ shape: 'apron', fill: '#9A3412', background: '#F4ECE4' }],
  },
  {
    body: {
      title: 'Café orgánico de especialidad 500 g',
      description: 'Granos tostados esta semana. Notas a chocolate y nuez. Molido a pedido.',
      options: [{ name: 'Molienda', values: ['En grano', 'Molido'] }],
      variants: [
        { option_values: ['En grano'], sku: 'CAF-GR', price: 1099900, stock: 15 },
        { option_values: ['Molido'], sku: 'CAF-MO', price: 1099900, stock: 10 },
      ],
    },
    categories: ['Cocina y mate'],
    art: [{ shape: 'pack', fill: '#5B3A29', background: '#F2EBE3' }],
  },
]

/**
 * The demo store's catalogue: two categories and a dozen products with
 * drawn photos, options and stock (one sold out, one 'Consultar precio').
 * Added only to a store without products.
 */
export async function seedDemoCatalogue(
  db: Db,
  media: MediaStore,
  storeId: number,
  currency = 'ARS',
) {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.storeId, storeId))
  if ((row?.n ?? 0) > 0) return
  const categories = new Categories(db)
  const ids = new Map<string, number>()
  for (const name of ['Indumentaria', 'Cocina y mate']) {
    ids.set(name, (await categories.create(storeId, name)).id)
  }
  const writer = new Products(db, media)
  const images = new ProductImages(db, media)
  for (const item of catalogue) {
    const product = await writer.create(storeId, currency, {
      ...item.body,
      status: 'active',
      category_ids: item.categories.map((name) => ids.get(name)!),
    })
    for (const [i, art] of item.art.entries()) {
      const image = await processImage(await drawProduct(art), 'producto', 'imagen')
      const alt = item.art.length > 1 ? `${item.body.title}, foto ${i + 1}` : item.body.title
      await images.add(storeId, product.id, image, alt)
    }
  }
}
