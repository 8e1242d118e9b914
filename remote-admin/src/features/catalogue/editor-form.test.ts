import { adminProduct, adminVariant } from '../../test/catalogue'
import { checkForm, emptyForm, fromProduct, placeErrors, syncVariants, toBody } from './editor-form'

const t = (key: string) => key

describe('the product editor form', () => {
  it('makes one row per combination of the axes and keeps what was typed in rows that still exist', () => {
    const first = syncVariants(
      [{ key: 'a', name: 'Talle', values: 'S, M' }],
      emptyForm().variants.map((v) => ({ ...v, price: '100' })),
    )
    expect(first.map((v) => v.option_values)).toEqual([['S'], ['M']])
    const typed = first.map((v, i) => ({ ...v, stock: String(i + 1) }))
    const second = syncVariants(
      [
        { key: 'a', name: 'Talle', values: 'S, M, s' },
        { key: 'b', name: 'Color', values: 'Rojo' },
      ],
      typed,
    )
    expect(second.map((v) => v.option_values)).toEqual([
      ['S', 'Rojo'],
      ['M', 'Rojo'],
    ])
    const third = syncVariants([{ key: 'a', name: 'Talle', values: 'S, M' }], typed)
    expect(third.map((v) => v.stock)).toEqual(['1', '2'])
    expect(third.map((v) => v.price)).toEqual(['100', '100'])
  })

  it('sends minor units, nulls for empty fields, and a saved stock only when changed, with stock_seen', () => {
    const form = fromProduct(
      adminProduct({
        options: [{ name: 'Talle', values: ['S', 'M'] }],
        variants: [
          adminVariant({ id: 11, option_values: ['S'], price: 129900, stock: 3 }),
          adminVariant({ id: 12, option_values: ['M'], price: null, stock: 5 }),
        ],
      }),
    )
    form.variants[0]!.stock = '7'
    form.variants[1]!.compareAt = '1500,5'
    const { body, rows } = toBody(form, 'ARS')
    expect(body.options).toEqual([{ name: 'Talle', values: ['S', 'M'] }])
    expect(body.variants).toEqual([
      {
        id: 11,
        option_values: ['S'],
        sku: null,
        price: 129900,
        compare_at_price: null,
        stock: 7,
        stock_seen: 3,
      },
      // Its stock left as shown: not sent, so the server keeps the stock of now.
      { id: 12, option_values: ['M'], sku: null, price: null, compare_at_price: 150050 },
    ])
    expect(body).not.toHaveProperty('slug', '')
    expect(rows).toEqual(form.variants.map((v) => v.key))
  })

  it('leaves out combinations the owner unticked, and shows unsold ones of a loaded product unticked', () => {
    const form = fromProduct(
      adminProduct({
        options: [
          { name: 'Talle', values: ['S', 'M'] },
          { name: 'Color', values: ['Rojo', 'Azul'] },
        ],
        variants: [
          adminVariant({ id: 11, option_values: ['S', 'Rojo'] }),
          adminVariant({ id: 12, option_values: ['M', 'Azul'] }),
        ],
      }),
    )
    expect(form.variants.map((v) => [v.option_values.join('/'), v.sold])).toEqual([
      ['S/Rojo', true],
      ['S/Azul', false],
      ['M/Rojo', false],
      ['M/Azul', true],
    ])
    expect(toBody(form, 'ARS').body.variants.map((v) => v.id)).toEqual([11, 12])
    // Every 'Azul' row unticked: 'Azul' is no longer sent (the server refused a value
    // no variant used: 'Ninguna variante usa "Azul".').
    form.variants.find((v) => v.option_values.join('/') === 'M/Azul')!.sold = false
    form.variants.find((v) => v.option_values.join('/') === 'M/Rojo')!.sold = true
    expect(toBody(form, 'ARS').body.options).toEqual([
      { name: 'Talle', values: ['S', 'M'] },
      { name: 'Color', values: ['Rojo'] },
    ])
  })

  it('checks the title and the amounts before sending, and places the server errors on rows', () => {
    const form = emptyForm()
    form.variants[0]!.price = '12.3.4'
    form.variants[0]!.stock = '-1'
    const key = form.variants[0]!.key
    expect(checkForm(form, 'ARS', t)).toEqual({
      title: ['catalogue.editor.titleRequired'],
      [`variant:${key}:price`]: ['catalogue.editor.invalidPrice'],
      [`variant:${key}:stock`]: ['catalogue.editor.invalidStock'],
    })
    expect(
      placeErrors(
        { 'variants.0.sku': ['SKU repetido'], slug: ['Ocupado'], 'options.1.values': ['x'] },
        [key],
      ),
    ).toEqual({
      [`variant:${key}:sku`]: ['SKU repetido'],
      slug: ['Ocupado'],
      options: ['x'],
    })
  })
})
