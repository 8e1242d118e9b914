import '../../locales'

import { act, fireEvent, screen } from '@testing-library/react'
import { setRuntimeConfig, type StoreImage } from '@vitrina/shared'
import { renderWithProviders } from '@vitrina/shared/testing'

import { CoverCarousel } from './cover-carousel'

const covers: StoreImage[] = [
  { id: 11, image: '/media/covers/a.jpg', position: 0 },
  { id: 12, image: '/media/covers/b.jpg', position: 1 },
  { id: 13, image: '/media/covers/c.jpg', position: 2 },
]

const slide = (position: number) =>
  screen.getByRole('img', { name: `Portada ${position} de 3 de Demo` })

function renderCarousel(images = covers) {
  return renderWithProviders(<CoverCarousel images={images} storeName="Demo" />)
}

function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms))
}

function preferReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('cover carousel', () => {
  it('moves to the next cover every 6000 ms and wraps around', () => {
    renderCarousel()
    expect(slide(1)).toBeInTheDocument()
    advance(5999)
    expect(slide(1)).toBeInTheDocument()
    advance(1)
    expect(slide(2)).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Portada 1 de 3/ })).not.toBeInTheDocument()
    advance(6000)
    expect(slide(3)).toBeInTheDocument()
    advance(6000)
    expect(slide(1)).toBeInTheDocument()
  })

  it('pauses while hovered and resumes after', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: 'Portadas de Demo' })
    fireEvent.mouseEnter(region)
    advance(20000)
    expect(slide(1)).toBeInTheDocument()
    fireEvent.mouseLeave(region)
    advance(6000)
    expect(slide(2)).toBeInTheDocument()
  })

  it('pauses while focus is inside, even moving between the arrows', () => {
    renderCarousel()
    const previous = screen.getByRole('button', { name: 'Portada anterior' })
    const next = screen.getByRole('button', { name: 'Portada siguiente' })
    act(() => next.focus())
    advance(20000)
    act(() => previous.focus())
    advance(20000)
    expect(slide(1)).toBeInTheDocument()
    act(() => previous.blur())
    advance(6000)
    expect(slide(2)).toBeInTheDocument()
  })

  it('does not move by itself when the user prefers reduced motion', () => {
    preferReducedMotion(true)
    renderCarousel()
    advance(60000)
    expect(slide(1)).toBeInTheDocument()
    // Nothing rotates, so there is nothing to stop.
    expect(screen.queryByRole('button', { name: /cambio automático/ })).not.toBeInTheDocument()
  })

  it('lets the user stop and restart the rotation', () => {
    renderCarousel()
    fireEvent.click(
      screen.getByRole('button', { name: 'Detener el cambio automático de portadas' }),
    )
    advance(60000)
    expect(slide(1)).toBeInTheDocument()
    fireEvent.click(
      screen.getByRole('button', { name: 'Reanudar el cambio automático de portadas' }),
    )
    advance(6000)
    expect(slide(2)).toBeInTheDocument()
  })

  it('moves with the arrows and the arrow keys', () => {
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: 'Portada siguiente' }))
    expect(slide(2)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Portada anterior' }))
    fireEvent.click(screen.getByRole('button', { name: 'Portada anterior' }))
    expect(slide(3)).toBeInTheDocument()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Portada anterior' }), {
      key: 'ArrowRight',
    })
    expect(slide(1)).toBeInTheDocument()
  })

  it('loads the first cover eagerly with high priority and the rest lazily', () => {
    renderCarousel()
    const images = screen.getAllByRole('img', { hidden: true })
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[0]).toHaveAttribute('src', '/media/covers/a.jpg')
    // Once the first is in, the next one is fetched ahead of its turn.
    fireEvent.load(images[0] as HTMLImageElement)
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy'])
  })

  it('shows one cover without arrows and without moving', () => {
    renderCarousel(covers.slice(0, 1))
    advance(20000)
    expect(screen.getByRole('img', { name: 'Portada 1 de 1 de Demo' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('says there are no covers', () => {
    renderCarousel([])
    expect(screen.getByText('Sin imágenes de portada')).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it("uses the owner's alternative text when the cover has one", () => {
    renderCarousel([{ ...covers[0]!, alt: 'Vestidos de verano en el escaparate' }, covers[1]!])
    expect(
      screen.getByRole('img', { name: 'Vestidos de verano en el escaparate' }),
    ).toBeInTheDocument()
    // Hidden slides are out of the accessibility tree; the fallback names them all the same.
    expect(
      screen.getByRole('img', { name: 'Portada 2 de 2 de Demo', hidden: true }),
    ).toBeInTheDocument()
  })

  it('gives each cover its variants for the full width, through the media URL rule', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com' })
    try {
      renderCarousel([
        {
          ...covers[0]!,
          srcset: '/media/covers/a-480w.webp 480w, /media/covers/a-960w.webp 960w',
        },
        covers[1]!,
      ])
      const first = screen.getByRole('img', { name: 'Portada 1 de 2 de Demo' })
      expect(first).toHaveAttribute('src', 'https://api.example.com/media/covers/a.jpg')
      expect(first).toHaveAttribute(
        'srcset',
        'https://api.example.com/media/covers/a-480w.webp 480w, https://api.example.com/media/covers/a-960w.webp 960w',
      )
      expect(first).toHaveAttribute('sizes', '100vw')
      // A cover stored before variants loads its file as it is.
      const second = screen.getByRole('img', { name: 'Portada 2 de 2 de Demo', hidden: true })
      expect(second).not.toHaveAttribute('srcset')
      expect(second).not.toHaveAttribute('sizes')
    } finally {
      setRuntimeConfig({ apiBaseUrl: '' })
    }
  })
})
