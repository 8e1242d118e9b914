import { drawnHeroPainted } from './drawn-hero'

function drawHero(complete: boolean): HTMLImageElement {
  document.body.innerHTML = '<div data-hero-frame><img alt="Portada"></div>'
  const image = document.querySelector('img')!
  Object.defineProperty(image, 'complete', { value: complete })
  return image
}

describe('drawnHeroPainted', () => {
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ''
  })

  it('resolves at once without a drawn hero, or when its image is already there', async () => {
    await expect(drawnHeroPainted()).resolves.toBeUndefined()
    drawHero(true)
    await expect(drawnHeroPainted()).resolves.toBeUndefined()
  })

  it('waits for the image to load, then a frame', async () => {
    jest.useFakeTimers()
    const image = drawHero(false)
    let settled = false
    void drawnHeroPainted(document, 10_000).then(() => (settled = true))
    await jest.advanceTimersByTimeAsync(1000)
    expect(settled).toBe(false)
    image.dispatchEvent(new Event('load'))
    await jest.advanceTimersByTimeAsync(50)
    expect(settled).toBe(true)
  })

  it('gives up waiting after the limit (an image that never arrives)', async () => {
    jest.useFakeTimers()
    drawHero(false)
    let settled = false
    void drawnHeroPainted(document, 2500).then(() => (settled = true))
    await jest.advanceTimersByTimeAsync(2400)
    expect(settled).toBe(false)
    await jest.advanceTimersByTimeAsync(200)
    expect(settled).toBe(true)
  })
})
