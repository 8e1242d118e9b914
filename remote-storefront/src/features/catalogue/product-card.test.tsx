import '../../locales'

import { screen } from '@testing-library/react'
import { setRuntimeConfig } from '@vitrina/shared'
import { renderWithProviders } from '@vitrina/shared/testing'

import { CARD_IMAGE_SIZES, ProductCard } from './product-card'
import { card } from './test-data'

describe('product card', () => {
  it('links to the product with its square image, title and price as the store writes it', () => {
    renderWithProviders(<ProductCard product={card(1, { title: 'Café orgánico' })} />)
    const link = screen.getByRole('link', { name: /Café orgánico/ })
    expect(link).toHaveAttribute('href', '/producto/producto-1')
    expect(link).toHaveTextContent('$ 1.299,00')
    const image = link.querySelector('img')!
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '480')
    expect(image).toHaveAttribute('height', '480')
  })

  it('strikes the compare-at price through and shows a range when variants differ', () => {
    const { unmount } = renderWithProviders(
      <ProductCard product={card(1, { price_min: 450000, compare_at_price: 500000 })} />,
    )
    const link = screen.getByRole('link')
    expect(link.querySelector('s')).toHaveTextContent('Antes: $ 5.000,00')
    expect(link).toHaveTextContent('$ 4.500,00')
    unmount()
    renderWithProviders(<ProductCard product={card(2, { price_min: 1000, price_max: 2550 })} />)
    expect(screen.getByText('$ 10,00 – $ 25,50')).toBeInTheDocument()
  })

  it("says 'Sin stock' when what has a price is sold out, and 'Consultar precio' alone without one", () => {
    const { unmount } = renderWithProviders(
      <ProductCard product={card(1, { available: false, image: null })} />,
    )
    // Placed over the image box by the card's styles.
    expect(screen.getByText('Sin stock')).toHaveAttribute('data-part', 'badge')
    unmount()
    renderWithProviders(
      <ProductCard
        product={card(2, { available: false, price_min: null, price_max: null, image: null })}
      />,
    )
    expect(screen.getByText('Consultar precio')).toBeInTheDocument()
    expect(screen.queryByText('Sin stock')).not.toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('uses the variants for its column width, through the media URL rule', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com' })
    try {
      renderWithProviders(
        <ProductCard
          eager
          product={card(1, {
            image: { image: '/media/p.jpg', srcset: '/media/p-480w.webp 480w', alt: 'Frente' },
          })}
        />,
      )
      const image = screen.getByRole('img', { name: 'Frente' })
      expect(image).toHaveAttribute('src', 'https://api.example.com/media/p.jpg')
      expect(image).toHaveAttribute('srcset', 'https://api.example.com/media/p-480w.webp 480w')
      expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES)
      expect(image).toHaveAttribute('loading', 'eager')
    } finally {
      setRuntimeConfig({ apiBaseUrl: '' })
    }
  })
})
