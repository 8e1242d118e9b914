import net from 'node:net'

import { listeningBaseUrl, publicBaseUrl, storeOrigin } from '../src/public-url.ts'

describe('order links', () => {
  it('are built on VITRINA_BASE_URL, else localhost on PORT', () => {
    expect(publicBaseUrl({ VITRINA_BASE_URL: 'https://vitrina.example' })).toBe(
      'https://vitrina.example',
    )
    expect(publicBaseUrl({ PORT: '3000' })).toBe('http://localhost:3000')
    expect(storeOrigin('https://vitrina.example', 'alfa')).toBe('https://alfa.vitrina.example')
  })

  it('use the port the server listens on when PORT=0 picked it', async () => {
    const server = net.createServer()
    const base = listeningBaseUrl(server, { PORT: '0' })
    expect(base()).toBe('http://localhost:8080')
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as net.AddressInfo
      expect(base()).toBe(`http://localhost:${port}`)
      expect(listeningBaseUrl(server, { PORT: '3000' })()).toBe('http://localhost:3000')
      expect(listeningBaseUrl(server, { PORT: '0', VITRINA_BASE_URL: 'https://v.example' })()).toBe(
        'https://v.example',
      )
    } finally {
      server.close()
    }
  })
})
