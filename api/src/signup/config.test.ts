import { platformUrl, signupConfigFromEnv, storeUrl } from './config.ts'

describe('the platform from the environment', () => {
  it('defaults to localhost on PORT, and on the listening port for PORT=0', () => {
    expect(signupConfigFromEnv({})).toEqual({ enabled: true, baseUrl: 'http://localhost:8080' })
    expect(signupConfigFromEnv({ PORT: '3000' }).baseUrl).toBe('http://localhost:3000')
    const free = signupConfigFromEnv({ PORT: '0' })
    expect(free.baseUrl).toBeUndefined()
    expect(platformUrl(free, 41234)).toBe('http://localhost:41234')
  })

  it('takes VITRINA_BASE_DOMAIN (https unless local) or VITRINA_BASE_URL, the URL first', () => {
    expect(signupConfigFromEnv({ VITRINA_BASE_DOMAIN: 'Example.com' }).baseUrl).toBe(
      'https://example.com',
    )
    expect(signupConfigFromEnv({ VITRINA_BASE_DOMAIN: 'localhost:8080' }).baseUrl).toBe(
      'http://localhost:8080',
    )
    expect(
      signupConfigFromEnv({
        VITRINA_BASE_URL: 'http://tiendas.test:9000/',
        VITRINA_BASE_DOMAIN: 'example.com',
      }).baseUrl,
    ).toBe('http://tiendas.test:9000')
    expect(() => signupConfigFromEnv({ VITRINA_BASE_URL: 'https://example.com/app' })).toThrow(
      /origin/,
    )
    expect(() => signupConfigFromEnv({ VITRINA_BASE_URL: 'ftp://example.com' })).toThrow()
  })

  it('turns sign-up off with VITRINA_SIGNUP=0', () => {
    for (const off of ['0', 'false', 'no', 'off'])
      expect(signupConfigFromEnv({ VITRINA_SIGNUP: off }).enabled).toBe(false)
    expect(signupConfigFromEnv({ VITRINA_SIGNUP: '1' }).enabled).toBe(true)
  })

  it('builds store URLs under the platform host', () => {
    expect(storeUrl('https://example.com', 'flores')).toBe('https://flores.example.com/')
    expect(storeUrl('http://localhost:8080', 'flores')).toBe('http://flores.localhost:8080/')
  })
})
