import { ApiError, type StoreImage } from '@vitrina/shared'

import { executeSave, failureCode, hasChanges, planSave, toItems } from './save-plan'
import type { ImageEndpoints, ImageItem } from './types'

const server: StoreImage[] = [
  { id: 11, image: '/media/a.png', position: 0 },
  { id: 12, image: '/media/b.png', position: 1 },
  { id: 13, image: '/media/c.png', position: 2 },
]

const blob = (label: string) => new Blob([label], { type: 'image/png' })
const fresh = (key: string): ImageItem => ({
  key,
  id: null,
  url: `blob:${key}`,
  order: 0,
  position: 0,
  blob: blob(key),
})

/** Fake endpoints that record calls in order and can fail chosen steps. */
function fakeEndpoints(
  options: { failCreate?: number; failDelete?: number; failReorder?: boolean } = {},
) {
  const calls: string[] = []
  let nextId = 100
  const endpoints: ImageEndpoints = {
    list: jest.fn(async () => {
      calls.push('list')
      return [{ id: 1, image: '/media/x.png', position: 0 }]
    }),
    create: jest.fn(async (file: File, position: number) => {
      calls.push(`create:${file.name}@${position}`)
      if (options.failCreate === position) throw new ApiError(409, 'max_images', 'Too many')
      return { id: nextId++, image: '/media/new.png', position }
    }),
    update: jest.fn(async (id: number, changes: { file?: File; position?: number }) => {
      calls.push(`update:${id}@${changes.position}:${changes.file ? 'file' : 'none'}`)
      return { id, image: '/media/u.png', position: changes.position ?? 0 }
    }),
    remove: jest.fn(async (id: number) => {
      calls.push(`delete:${id}`)
      if (options.failDelete === id) throw new ApiError(500, 'http_500', 'boom')
    }),
    reorder: jest.fn(async (order: Array<{ id: number; position: number }>) => {
      calls.push(`reorder:${order.map((o) => `${o.id}@${o.position}`).join(',')}`)
      if (options.failReorder) throw new ApiError(400, 'invalid', 'bad order')
      return []
    }),
  }
  return { endpoints, calls }
}

const toFile = (b: Blob) => new File([b], 'logo.png', { type: b.type })

describe('planSave', () => {
  it('has nothing to do for an unchanged list', () => {
    const items = toItems(server)
    expect(planSave(server, items)).toEqual({ deletes: [], creates: [], updates: [] })
    expect(hasChanges(server, items)).toBe(false)
  })

  it('creates items without an id at their place in the list', () => {
    const items = [...toItems(server), fresh('n1'), fresh('n2')]
    const plan = planSave(server, items)
    expect(plan.creates.map((c) => [c.key, c.position, c.n])).toEqual([
      ['n1', 3, 4],
      ['n2', 4, 5],
    ])
    expect(plan.deletes).toEqual([])
    expect(plan.updates).toEqual([])
    expect(hasChanges(server, items)).toBe(true)
  })

  it('updates only existing items that carry a new blob', () => {
    const items = toItems(server)
    items[1] = { ...items[1]!, blob: blob('re-cropped') }
    const plan = planSave(server, items)
    expect(plan.updates).toEqual([
      { key: 'server-12', id: 12, blob: items[1]!.blob, position: 1, n: 2 },
    ])
    expect(plan.creates).toEqual([])
    expect(plan.deletes).toEqual([])
    expect(hasChanges(server, items)).toBe(true)
  })

  it('deletes server items that are no longer in the list', () => {
    const items = toItems(server).filter((item) => item.id !== 12)
    const plan = planSave(server, items)
    expect(plan.deletes).toEqual([12])
    expect(hasChanges(server, items)).toBe(true)
  })

  it('sees a pure reorder as a change with no uploads', () => {
    const items = toItems(server).reverse()
    expect(planSave(server, items)).toEqual({ deletes: [], creates: [], updates: [] })
    expect(hasChanges(server, items)).toBe(true)
  })

  it('combines new, edited, removed and moved items', () => {
    const [a, b] = toItems(server)
    const items = [fresh('n1'), { ...b!, blob: blob('b2') }, a!]
    const plan = planSave(server, items)
    expect(plan.deletes).toEqual([13])
    expect(plan.creates.map((c) => [c.key, c.position])).toEqual([['n1', 0]])
    expect(plan.updates.map((u) => [u.id, u.position])).toEqual([[12, 1]])
  })
})

describe('executeSave', () => {
  it('deletes, then writes in list order, then sets the order of every item, then reloads', async () => {
    const [a, b] = toItems(server)
    const items = [fresh('n1'), { ...b!, blob: blob('b2') }, a!, fresh('n2')]
    const { endpoints, calls } = fakeEndpoints()

    const result = await executeSave(planSave(server, items), items, endpoints, toFile)

    expect(calls).toEqual([
      'delete:13',
      'create:logo.png@0',
      'update:12@1:file',
      'create:logo.png@3',
      'reorder:100@0,12@1,11@2,101@3',
      'list',
    ])
    expect(result.failures).toEqual([])
    expect(result.server).toEqual([{ id: 1, image: '/media/x.png', position: 0 }])
  })

  it('only reorders and reloads when items were just moved', async () => {
    const items = toItems(server).reverse()
    const { endpoints, calls } = fakeEndpoints()
    await executeSave(planSave(server, items), items, endpoints, toFile)
    expect(calls).toEqual(['reorder:13@0,12@1,11@2', 'list'])
  })

  it('skips the reorder when the list ends up empty', async () => {
    const { endpoints, calls } = fakeEndpoints()
    await executeSave(planSave(server, []), [], endpoints, toFile)
    expect(calls).toEqual(['delete:11', 'delete:12', 'delete:13', 'list'])
  })

  it('goes on after a failure, leaves the failed item out of the order and reports it', async () => {
    const items = [...toItems(server), fresh('n1'), fresh('n2')]
    const { endpoints, calls } = fakeEndpoints({ failCreate: 3 })

    const result = await executeSave(planSave(server, items), items, endpoints, toFile)

    expect(calls).toEqual([
      'create:logo.png@3',
      'create:logo.png@4',
      'reorder:11@0,12@1,13@2,100@3',
      'list',
    ])
    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]).toMatchObject({ step: 'create', n: 4 })
    expect(failureCode(result.failures)).toBe(409)
    expect(result.server).not.toBeNull()
  })

  it('reports failed deletes and reorders and still reloads the server state', async () => {
    const items = toItems(server)
      .filter((item) => item.id !== 11)
      .reverse()
    const { endpoints, calls } = fakeEndpoints({ failDelete: 11, failReorder: true })

    const result = await executeSave(planSave(server, items), items, endpoints, toFile)

    expect(calls).toEqual(['delete:11', 'reorder:13@0,12@1', 'list'])
    expect(result.failures.map((f) => f.step)).toEqual(['delete', 'reorder'])
    expect(failureCode(result.failures)).toBe(500)
  })

  it('reports a reload failure with no server list', async () => {
    const { endpoints } = fakeEndpoints()
    endpoints.list = jest.fn(async () => {
      throw new ApiError(0, 'network_error', 'offline')
    })
    const items = toItems(server)
    const result = await executeSave(planSave(server, items), items, endpoints, toFile)
    expect(result.server).toBeNull()
    expect(result.failures.map((f) => f.step)).toEqual(['reload'])
    expect(failureCode(result.failures)).toBeNull()
  })
})
