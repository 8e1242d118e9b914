import { render, screen } from '@testing-library/react'
import { Component, type ComponentType, type ReactNode, Suspense } from 'react'

import { lazyPage, preloadPage } from './lazy-page'

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>falló</p> : this.props.children
  }
}

const show = (Page: ComponentType) => (
  <Boundary>
    <Suspense fallback={<p>cargando</p>}>
      <Page />
    </Suspense>
  </Boundary>
)

describe('lazyPage', () => {
  it('shows the page once its code has loaded, loading it once', async () => {
    const load = jest.fn(async () => () => <h1>Carrito</h1>)
    const Page = lazyPage('carrito', load)
    const view = render(show(Page))
    expect(await screen.findByRole('heading', { name: 'Carrito' })).toBeInTheDocument()
    view.unmount()
    render(show(Page))
    expect(screen.getByRole('heading', { name: 'Carrito' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again after a failure, when the page is shown again (the host’s retry)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    let online = false
    const load = jest.fn(async () => {
      if (!online) throw new Error('ChunkLoadError')
      return () => <h1>Finalizar compra</h1>
    })
    const Page = lazyPage('checkout', load)
    const first = render(show(Page))
    expect(await screen.findByText('falló')).toBeInTheDocument()
    first.unmount()
    online = true
    render(show(Page))
    expect(await screen.findByRole('heading', { name: 'Finalizar compra' })).toBeInTheDocument()
  })

  it('shows a page preloaded (by its path segment too) at once, without waiting', async () => {
    const load = jest.fn(async () => () => <h1>Detalle</h1>)
    const Page = lazyPage('pedido', load)
    await preloadPage('pedido')
    render(show(Page))
    expect(screen.queryByText('cargando')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Detalle' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('settles a failed preload without a rejection, and the page still says so when shown', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const Page = lazyPage('carrito', async () => {
      throw new Error('ChunkLoadError')
    })
    await expect(Page.preload()).resolves.toBeUndefined()
    render(show(Page))
    expect(await screen.findByText('falló')).toBeInTheDocument()
  })
})
