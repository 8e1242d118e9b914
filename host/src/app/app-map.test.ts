import { isAdminPath, isStorefrontPath, remoteNameForPath } from './app-map'

describe('the host reads the app map', () => {
  it.each([
    ['/', 'remote_storefront'],
    ['/categoria/remeras', 'remote_storefront'],
    ['/producto/cafe-organico-500-g', 'remote_storefront'],
    ['/productos', null],
    ['/login', 'remote_auth'],
    ['/perfil/', 'remote_auth'],
    ['/admin', 'remote_admin'],
    ['/admin/apariencia/logos', 'remote_admin'],
    ['/administrador', null],
    ['/loginx', null],
    ['/nada', null],
  ])('%s → %s', (path, remote) => {
    expect(remoteNameForPath(path)).toBe(remote)
  })

  it('counts every path under /admin as the admin area, and nothing else', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/servicios')).toBe(true)
    expect(isAdminPath('/administrador')).toBe(false)
    expect(isAdminPath('/')).toBe(false)
  })

  it("knows the storefront's pages, the ones whose first render shows prices", () => {
    for (const path of [
      '/',
      '/categoria/mate',
      '/producto/termo',
      '/carrito',
      '/checkout',
      '/pedido/abc',
    ]) {
      expect({ path, storefront: isStorefrontPath(path) }).toEqual({ path, storefront: true })
    }
    for (const path of ['/login', '/perfil', '/crear-tienda', '/admin/productos', '/nada']) {
      expect({ path, storefront: isStorefrontPath(path) }).toEqual({ path, storefront: false })
    }
  })
})
