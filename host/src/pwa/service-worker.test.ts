import { urlsToWarm } from './service-worker'

describe('urlsToWarm', () => {
  it('keeps the files the worker caches and leaves the rest of the API alone', () => {
    const origin = 'http://demo.localhost:8080'
    const urls = urlsToWarm(
      [
        `${origin}/main.0123abcd.js`,
        `${origin}/remotes/storefront/remoteEntry.js`,
        `${origin}/remotes/storefront/mf-manifest.json`,
        `${origin}/api/v1/tienda/theme/`,
        `${origin}/api/v1/tienda/resume/subdomain/`,
        `${origin}/api/v1/store/portadas/`,
        `${origin}/api/v1/token/refresh/`,
        `${origin}/api/v1/admin/tienda/logos/`,
        `${origin}/media/covers/a-480.webp`,
        'https://cdn.example.com/vitrina/media/covers/a.jpg',
        'https://fonts.gstatic.com/s/inter.woff2',
        'data:image/png;base64,AAAA',
        `${origin}/main.0123abcd.js`,
      ].map((name) => ({ name })),
      origin,
    )
    expect(urls).toEqual([
      `${origin}/main.0123abcd.js`,
      `${origin}/remotes/storefront/remoteEntry.js`,
      `${origin}/remotes/storefront/mf-manifest.json`,
      `${origin}/api/v1/tienda/theme/`,
      `${origin}/api/v1/tienda/resume/subdomain/`,
      `${origin}/api/v1/store/portadas/`,
      `${origin}/media/covers/a-480.webp`,
      'https://cdn.example.com/vitrina/media/covers/a.jpg',
    ])
  })
})
