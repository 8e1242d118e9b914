// The ceiling for bench/api.mjs: fastify answering constant JSON, nothing else.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
const body = { ok: true, items: [{ id: 1, image: '/media/1/a.png', position: 0 }] }
app.get('/bare/', async () => body)
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
const address = app.server.address()
console.log(
  `Bare listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
)
const stop = () => void app.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
