import apps from '../../../apps.json'
import { type AppMap, mediaSrcSet, mediaUrl, remoteForPath, resolveTenant } from '.'

const map: AppMap = apps

/** The real map plus a fourth remote, as adding one would look. */
const withShop: AppMap = {
  ...map,
  remotes: [
    ...map.remotes,
    {
      name: 'shop',
      package: '@vitrina/remote-shop',
      dir: 'remote-shop',
      federationName: 'remote_shop',
      devPort: 3104,
      paths: ['/tienda/*', '/favoritos'],
    },
  ],
}

describe('remoteForPath', () => {
  it.each([
    ['/', 'storefront'],
    ['', 'storefront'],
    ['/?q=1', 'storefront'],
    ['/carrito', 'storefront'],
    ['/checkout', 'storefront'],
    ['/pedido/abc123', 'storefront'],
    ['/carritos', null],
    ['/login', 'auth'],
    ['/perfil/', 'auth'],
    ['/admin', 'admin'],
    ['/admin/apariencia/logos', 'admin'],
    ['/administrador', null],
    ['/loginx', null],
  ])('%s → %s on the real map', (path, name) => {
    expect(remoteForPath(map, path)?.name ?? null).toBe(name)
  })

  it('routes a fourth remote from its one entry, and keeps the others', () => {
    expect(remoteForPath(withShop, '/tienda')?.federationName).toBe('remote_shop')
    expect(remoteForPath(withShop, '/tienda/zapatos/42')?.federationName).toBe('remote_shop')
    expect(remoteForPath(withShop, '/favoritos/')?.federationName).toBe('remote_shop')
    expect(remoteForPath(withShop, '/favoritoss')).toBeNull()
    expect(remoteForPath(withShop, '/admin/productos')?.name).toBe('admin')
    expect(remoteForPath(map, '/tienda')).toBeNull()
  })

  it('gives every remote a distinct name, federation name and dev port', () => {
    for (const key of ['name', 'federationName', 'devPort', 'dir'] as const) {
      const values = map.remotes.map((remote) => remote[key])
      expect(new Set(values).size).toBe(values.length)
    }
    for (const remote of map.remotes) expect(remote.federationName).toBe(`remote_${remote.name}`)
  })
})

describe('resolveTenant', () => {
  it.each([
    ['acme.localhost', 'acme'],
    ['ACME.example.com.', 'acme'],
    ['localhost', 'demo'],
    ['127.0.0.1', 'demo'],
    ['[::1]', 'demo'],
    ['::1', 'demo'],
    ['', 'demo'],
  ])('%s → %s', (host, tenant) => {
    expect(resolveTenant(host, 'demo')).toBe(tenant)
  })

  it("serves the default store on the platform's own host, and its stores under it", () => {
    expect(resolveTenant('example.com', 'demo', 'example.com')).toBe('demo')
    expect(resolveTenant('Example.COM.', 'demo', 'example.com')).toBe('demo')
    expect(resolveTenant('flores.example.com', 'demo', 'example.com')).toBe('flores')
    expect(resolveTenant('example.com', 'demo')).toBe('example')
  })
})

describe('mediaUrl', () => {
  it.each([
    ['/media/a.jpg', '', '/media/a.jpg'],
    ['media/a.jpg', 'https://api.example.com/', 'https://api.example.com/media/a.jpg'],
    ['/media/a.jpg', 'https://api.example.com', 'https://api.example.com/media/a.jpg'],
    ['https://cdn.example.com/a.jpg', 'https://api.example.com', 'https://cdn.example.com/a.jpg'],
    ['HTTP://cdn.example.com/a.jpg', '', 'HTTP://cdn.example.com/a.jpg'],
  ])('%s with base %s → %s', (path, base, url) => {
    expect(mediaUrl(path, base)).toBe(url)
  })

  it('is null without a path', () => {
    expect(mediaUrl(null, '')).toBeNull()
    expect(mediaUrl('', 'https://x')).toBeNull()
  })
})

describe('mediaSrcSet', () => {
  const srcset = '/media/1/a-480w.webp 480w, /media/1/a-960w.webp 960w, /media/1/a.jpg 2000w'

  it('puts each candidate through the media URL rule, keeping its width', () => {
    expect(mediaSrcSet(srcset, 'https://api.example.com/')).toBe(
      'https://api.example.com/media/1/a-480w.webp 480w, https://api.example.com/media/1/a-960w.webp 960w, https://api.example.com/media/1/a.jpg 2000w',
    )
    expect(mediaSrcSet(srcset, '')).toBe(srcset)
    expect(mediaSrcSet('https://cdn.example.com/1/a-88w.webp 88w', 'https://api.example.com')).toBe(
      'https://cdn.example.com/1/a-88w.webp 88w',
    )
  })

  it('is null without candidates', () => {
    expect(mediaSrcSet(undefined, '')).toBeNull()
    expect(mediaSrcSet('', 'https://x')).toBeNull()
  })
})
