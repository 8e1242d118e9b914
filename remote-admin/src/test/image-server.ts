import type { StoreImage } from '@vitrina/shared'
import type { ApiCall, FakeAnswer } from '@vitrina/shared/testing'

/** A tiny in-memory image list behaving like the API's, for one kind. */
export function imageServer(initial: StoreImage[]) {
  let list = [...initial]
  let nextId = 100
  const sorted = () => [...list].sort((a, b) => a.position - b.position)
  return {
    get list() {
      return sorted()
    },
    handle(prefix: string, call: ApiCall): FakeAnswer | undefined {
      if (call.method === 'GET' && call.path === `store/${prefix}/`)
        return { status: 200, body: sorted() }
      if (call.method === 'POST' && call.path === `admin/tienda/${prefix}/`) {
        const item = {
          id: nextId++,
          image: `/media/${nextId}.png`,
          position: Number(call.fields?.position ?? 0),
        }
        list.push(item)
        return { status: 201, body: item }
      }
      const update = call.path.match(new RegExp(`^admin/tienda/${prefix}/(\\d+)/$`))
      if (call.method === 'PUT' && update) {
        const id = Number(update[1])
        list = list.map((item) =>
          item.id === id
            ? {
                ...item,
                image: call.fields?.[prefix === 'logos' ? 'logo' : 'portada']
                  ? `/media/u${id}.png`
                  : item.image,
              }
            : item,
        )
        return { status: 200, body: list.find((item) => item.id === id) }
      }
      const removal = call.path.match(new RegExp(`^admin/tienda/${prefix}/delete/(\\d+)/$`))
      if (call.method === 'DELETE' && removal) {
        list = list.filter((item) => item.id !== Number(removal[1]))
        return { status: 204 }
      }
      if (call.method === 'PUT' && call.path === `admin/tienda/${prefix}/`) {
        const order = call.payload as Array<{ id: number; position: number }>
        list = list.map((item) => ({
          ...item,
          position: order.find((o) => o.id === item.id)?.position ?? item.position,
        }))
        return { status: 200, body: sorted() }
      }
      return undefined
    },
  }
}
