import {
  addToCart,
  CART_CHANGED_EVENT,
  cartCount,
  type CartEnv,
  parseCart,
  readCart,
  removeFromCart,
  setCartQuantity,
  updateCart,
  writeCart,
} from './cart'

function memoryEnv(): CartEnv & { data: Map<string, string>; events: EventTarget } {
  const data = new Map<string, string>()
  return {
    data,
    storage: {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    },
    events: new EventTarget(),
  }
}

describe('cart rules', () => {
  it('parses stored lines, dropping malformed ones, merging repeats and keeping 1–99', () => {
    const raw = JSON.stringify([
      { variant_id: 1, quantity: 2 },
      { variant_id: 1, quantity: 98 },
      { variant_id: 2, quantity: 0 },
      { variant_id: 'x', quantity: 1 },
      { variant_id: 3, quantity: 2.7 },
      null,
      { variant_id: -4, quantity: 1 },
      { variant_id: 5, quantity: 500 },
    ])
    expect(parseCart(raw)).toEqual([
      { variant_id: 1, quantity: 99 },
      { variant_id: 3, quantity: 2 },
      { variant_id: 5, quantity: 99 },
    ])
    expect(parseCart('not json')).toEqual([])
    expect(parseCart('{"variant_id":1}')).toEqual([])
    expect(parseCart(null)).toEqual([])
  })

  it('adds, sets and removes lines without changing the lines given', () => {
    const start = [{ variant_id: 7, quantity: 1 }]
    const added = addToCart(start, 7, 3)
    expect(added).toEqual([{ variant_id: 7, quantity: 4 }])
    expect(start).toEqual([{ variant_id: 7, quantity: 1 }])
    expect(addToCart(added, 8, 120)).toEqual([
      { variant_id: 7, quantity: 4 },
      { variant_id: 8, quantity: 99 },
    ])
    expect(setCartQuantity(added, 7, 0)).toEqual([{ variant_id: 7, quantity: 1 }])
    expect(setCartQuantity(added, 7, 100)).toEqual([{ variant_id: 7, quantity: 99 }])
    expect(setCartQuantity(added, 9, 5)).toEqual(added)
    expect(removeFromCart(added, 7)).toEqual([])
    expect(cartCount([...added, { variant_id: 8, quantity: 2 }])).toBe(6)
  })

  it('keeps one cart per store under cart:<subdomain> and announces each write', () => {
    const env = memoryEnv()
    const heard: unknown[] = []
    env.events.addEventListener(CART_CHANGED_EVENT, (event) =>
      heard.push((event as CustomEvent).detail),
    )
    updateCart(env, 'alfa', (lines) => addToCart(lines, 1, 2))
    updateCart(env, 'alfa', (lines) => addToCart(lines, 1, 1))
    updateCart(env, 'beta', (lines) => addToCart(lines, 9, 1))
    expect(JSON.parse(env.data.get('cart:alfa')!)).toEqual([{ variant_id: 1, quantity: 3 }])
    expect(readCart(env, 'beta')).toEqual([{ variant_id: 9, quantity: 1 }])
    expect(heard).toEqual(['alfa', 'alfa', 'beta'])
    writeCart(env, 'alfa', [])
    expect(env.data.has('cart:alfa')).toBe(false)
    expect(readCart(env, 'alfa')).toEqual([])
  })

  it('reads an empty cart when storage is missing or throws', () => {
    expect(readCart({ storage: null }, 'alfa')).toEqual([])
    const throwing: CartEnv = {
      storage: {
        getItem: () => {
          throw new Error('blocked')
        },
        setItem: () => {
          throw new Error('full')
        },
        removeItem: () => undefined,
      },
    }
    expect(readCart(throwing, 'alfa')).toEqual([])
    expect(() => writeCart(throwing, 'alfa', [{ variant_id: 1, quantity: 1 }])).not.toThrow()
  })
})
