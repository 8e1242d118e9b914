import { isAdminPath, remoteNameForPath } from './app-map'

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
})
