import { movedSinceLoad } from './moved-since-load'

describe('movedSinceLoad', () => {
  afterEach(() => {
    delete (globalThis as { navigation?: unknown }).navigation
  })
  const navigate = (loaded: string | null, current: string) =>
    Object.defineProperty(globalThis, 'navigation', {
      value: {
        activation: loaded === null ? null : { entry: { id: loaded } },
        currentEntry: { id: current },
      },
      configurable: true,
    })

  it('is true once the page on screen is another entry than the one the document loaded with', () => {
    navigate('a', 'a')
    expect(movedSinceLoad()).toBe(false)
    navigate('a', 'b')
    expect(movedSinceLoad()).toBe(true)
  })

  it('is false without the Navigation API or its activation: the page is taken as the one loaded', () => {
    expect(movedSinceLoad()).toBe(false)
    navigate(null, 'b')
    expect(movedSinceLoad()).toBe(false)
  })
})
