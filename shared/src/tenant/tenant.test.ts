import { resolveTenant } from './tenant'

describe('resolveTenant', () => {
  it.each([
    ['acme.localhost', 'acme'],
    ['demo.localhost', 'demo'],
    ['Shop.Example.com', 'shop'],
    ['tienda.vitrina.app.', 'tienda'],
  ])('takes the first label of %s', (host, expected) => {
    expect(resolveTenant(host, 'demo')).toBe(expected)
  })

  it.each(['localhost', '127.0.0.1', '::1', '[::1]', ''])(
    'falls back to the default store for %s',
    (host) => {
      expect(resolveTenant(host, 'fallback')).toBe('fallback')
    },
  )
})
