import '../../locales'

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { setStoreInfoAtom, snackbarAtom } from '@vitrina/shared'
import { fakeApi, jsonResponse, renderWithProviders } from '@vitrina/shared/testing'
import { useLocation, useNavigate } from 'react-router-dom'

import StorefrontRoutes from '../../exposes/routes'
import { SEARCH_DEBOUNCE_MS } from './search-field'
import { card, categories, demoStore } from './test-data'

function Location() {
  const { pathname, search } = useLocation()
  return <output aria-label="url">{`${pathname}${search}`}</output>
}

/** The browser's Back button. */
function Back() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Atrás
    </button>
  )
}

function renderAt(route: string) {
  const utils = renderWithProviders(
    <>
      <StorefrontRoutes />
      <Location />
      <Back />
    </>,
    { route },
  )
  act(() => utils.store.set(setStoreInfoAtom, demoStore))
  return utils
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent

/** 30 products: a first page of 24 and a second of 6. */
function catalogueApi(total = 30) {
  const all = Array.from({ length: total }, (_, index) => card(index + 1))
  return fakeApi({
    'GET store/portadas/': () => jsonResponse([]),
    'GET store/categorias/': () => jsonResponse(categories),
    'GET store/productos/': (call) => {
      const params = new URL(call.url).searchParams
      const q = params.get('q') ?? ''
      const page = Number(params.get('page') ?? '1')
      const size = Number(params.get('page_size') ?? '24')
      const found = all.filter((product) => product.title.includes(q))
      const results = found.slice((page - 1) * size, page * size)
      return jsonResponse({ count: found.length, page, page_size: size, results })
    },
  })
}

const productList = () => screen.findByRole('list', { name: 'Productos' })

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('catalogue on the store home', () => {
  it('shows the category chips by position, linking to their pages', async () => {
    catalogueApi()
    renderAt('/')
    const nav = await screen.findByRole('navigation', { name: 'Categorías' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Café', 'Remeras'])
    expect(links[0]).toHaveAttribute('href', '/categoria/cafe')
  })

  it('takes the focus to the new page’s heading after a move, not on the first page', async () => {
    catalogueApi()
    renderAt('/')
    const nav = await screen.findByRole('navigation', { name: 'Categorías' })
    expect(document.body).toHaveFocus()
    fireEvent.click(within(nav).getByRole('link', { name: 'Café' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Café' })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('takes the focus to the heading of its first page when that page was reached by a move from elsewhere', async () => {
    // The Navigation API: the document loaded on one entry (the login, say), and is now on another.
    const navigation = { activation: { entry: { id: 'login' } }, currentEntry: { id: 'store' } }
    Object.defineProperty(globalThis, 'navigation', { value: navigation, configurable: true })
    try {
      catalogueApi()
      renderAt('/categoria/cafe')
      const heading = await screen.findByRole('heading', { level: 1, name: 'Café' })
      // Before, the first page a remote showed left the focus on the page's body.
      await waitFor(() => expect(heading).toHaveFocus())
    } finally {
      delete (globalThis as { navigation?: unknown }).navigation
    }
  })

  it('shows the first 24 cards, and "Ver más" is a link to page 2 that appends it', async () => {
    const server = catalogueApi()
    renderAt('/')
    const list = await productList()
    expect(within(list).getAllByRole('listitem')).toHaveLength(24)
    const productCall = server.calls.find((call) => call.key === 'GET store/productos/')!
    expect(new URL(productCall.url).searchParams.get('page_size')).toBe('24')
    expect(productCall.headers.get('authorization')).toBeNull()

    const more = screen.getByRole('link', { name: 'Ver más' })
    expect(more).toHaveAttribute('href', '/?page=2')
    fireEvent.click(more)

    expect(await screen.findByRole('link', { name: /Producto 30/ })).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(30)
    expect(screen.getByRole('link', { name: /Producto 1\b/ })).toBeInTheDocument()
    expect(url()).toBe('/?page=2')
    expect(screen.queryByRole('link', { name: 'Ver más' })).not.toBeInTheDocument()
    // 'Ver más' is gone (the last page): the focus is on the first card it brought.
    await waitFor(() => expect(screen.getByRole('link', { name: /Producto 25\b/ })).toHaveFocus())
  })

  it('back from a product finds every page appended, at once, where the shopper left it', async () => {
    const server = catalogueApi()
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderAt('/')
    await productList()
    fireEvent.click(screen.getByRole('link', { name: 'Ver más' }))
    expect(await screen.findByRole('link', { name: /Producto 30/ })).toBeInTheDocument()
    // The shopper scrolls down to the second page's cards.
    Object.defineProperty(window, 'scrollY', { value: 2150, configurable: true })
    fireEvent.scroll(window)
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    fireEvent.click(screen.getByRole('link', { name: /Producto 27\b/ }))
    // The product page's code is a chunk of its own: the move shows once it is here.
    await waitFor(() => expect(url()).toBe('/producto/producto-27'))
    const reads = () => server.calls.filter((call) => call.key === 'GET store/productos/').length
    const readsBefore = reads()
    scrollTo.mockClear()

    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }))
    const list = await productList()
    expect(url()).toBe('/?page=2')
    expect(within(list).getAllByRole('listitem')).toHaveLength(30)
    expect(reads()).toBe(readsBefore)
    expect(scrollTo).toHaveBeenCalledWith(0, 2150)
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })

  it('opens a product from its card, at the top of its page', async () => {
    catalogueApi()
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderAt('/')
    await productList()
    expect(scrollTo).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('link', { name: /Producto 3\b/ }))
    await waitFor(() => expect(url()).toBe('/producto/producto-3'))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('opened at ?page=2, shows that page alone (what a crawler follows)', async () => {
    catalogueApi()
    renderAt('/?page=2')
    const list = await productList()
    expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    expect(within(list).queryByRole('link', { name: /Producto 1\b/ })).not.toBeInTheDocument()
  })

  it('past the last page, says the page has none and links to the first (not "no products yet")', async () => {
    catalogueApi()
    renderAt('/?page=99')
    expect(await screen.findByText('Esta página no tiene productos.')).toBeInTheDocument()
    expect(screen.queryByText('Todavía no hay productos')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Ver desde el principio' }))
    expect(url()).toBe('/')
    expect(within(await productList()).getAllByRole('listitem')).toHaveLength(24)
  })

  it('searches as the shopper types, after a pause, and keeps the search in the URL', async () => {
    const server = catalogueApi()
    renderAt('/')
    await productList()
    jest.useFakeTimers()
    const field = screen.getByRole('searchbox', { name: 'Buscar productos' })
    fireEvent.change(field, { target: { value: 'Producto 2' } })
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(url()).toBe('/')
    act(() => jest.advanceTimersByTime(1))
    expect(url()).toBe('/?q=Producto+2')
    jest.useRealTimers()

    expect(await screen.findByRole('link', { name: /Producto 20/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Producto 1\b/ })).not.toBeInTheDocument()
    // Said to a screen reader: how many products the search found.
    const found = await screen.findByText(/^\d+ productos encontrados$/)
    expect(found).toHaveAttribute('role', 'status')
    const searches = server.calls
      .filter((call) => call.key === 'GET store/productos/')
      .map((call) => new URL(call.url).searchParams.get('q'))
    expect(searches).toEqual([null, 'Producto 2'])
  })

  it('keeps what the shopper typed in the drawn search field before it took over, searches it and keeps the focus', async () => {
    catalogueApi()
    // The catalogue frame the server drew (docs/first-view.md), typed in before any script.
    const frame = document.createElement('div')
    frame.setAttribute('data-catalogue-frame', '')
    frame.innerHTML =
      '<form role="search"><input type="search" name="q" aria-label="Dibujado"></form>'
    document.body.append(frame)
    const drawn = within(frame).getByRole('searchbox')
    drawn.focus()
    fireEvent.change(drawn, { target: { value: 'Producto 2' } })
    try {
      jest.useFakeTimers()
      renderAt('/')
      const field = screen.getByRole('searchbox', { name: 'Buscar productos' })
      expect(field).toHaveValue('Producto 2')
      expect(field).toHaveFocus()
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
      expect(url()).toBe('/?q=Producto+2')
      expect(field).toHaveValue('Producto 2')
    } finally {
      jest.useRealTimers()
      frame.remove()
    }
    expect(await screen.findByRole('link', { name: /Producto 20/ })).toBeInTheDocument()
  })

  it('says when nothing matches, quoting the search', async () => {
    catalogueApi()
    renderAt('/?q=zapatos')
    expect(await screen.findByText('No encontramos productos para "zapatos"')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('zapatos')
    expect(screen.getByText('Sin resultados')).toHaveAttribute('role', 'status')
  })

  it('says when the store has no products yet, greeting the shopper with its name', async () => {
    catalogueApi(0)
    renderAt('/')
    expect(await screen.findByText('Todavía no hay productos')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ver más' })).not.toBeInTheDocument()
    // A new store: its name and a friendly word, nothing of the demo's.
    expect(screen.getByText(`¡Bienvenido a ${demoStore.name}!`)).toBeInTheDocument()
  })

  it('shows a store with products without the new store’s welcome, covers or not', async () => {
    catalogueApi()
    renderAt('/')
    expect(within(await productList()).getAllByRole('listitem')).toHaveLength(24)
    expect(await screen.findByText('Sin imágenes de portada')).toBeInTheDocument()
    expect(screen.queryByText(`¡Bienvenido a ${demoStore.name}!`)).not.toBeInTheDocument()
  })

  it('shows a failed load in the snackbar with its status', async () => {
    fakeApi({
      'GET store/portadas/': () => jsonResponse([]),
      'GET store/categorias/': () => jsonResponse([]),
      'GET store/productos/': () => jsonResponse({ detail: 'Error', code: 'boom' }, 503),
    })
    const { store } = renderAt('/')
    // The snackbar says what failed, with the status; the grid, in other words, that nothing can be shown.
    expect(
      await screen.findByText(
        'Los productos no se pueden mostrar ahora. Probá de nuevo en un rato.',
      ),
    ).toBeInTheDocument()
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'error',
      message: 'No se pudieron cargar los productos',
      errorCode: 503,
    })
    expect(screen.queryByText('No se pudieron cargar los productos')).not.toBeInTheDocument()
  })

  it('leaves an unknown store to the host: no snackbar of its own over "No se pudo cargar la tienda"', async () => {
    fakeApi({
      'GET store/portadas/': () => jsonResponse([]),
      'GET store/categorias/': () => jsonResponse([]),
      'GET store/productos/': () =>
        jsonResponse({ detail: 'La tienda no existe.', code: 'store_not_found' }, 404),
    })
    const { store } = renderAt('/')
    expect(
      await screen.findByText(
        'Los productos no se pueden mostrar ahora. Probá de nuevo en un rato.',
      ),
    ).toBeInTheDocument()
    expect(store.get(snackbarAtom)).toMatchObject({ show: false, message: '' })
  })

  it("reads the list again from 'Reintentar' after a failure", async () => {
    let down = true
    const all = Array.from({ length: 3 }, (_, index) => card(index + 1))
    fakeApi({
      'GET store/portadas/': () => jsonResponse([]),
      'GET store/categorias/': () => jsonResponse([]),
      'GET store/productos/': () =>
        down
          ? jsonResponse({ detail: 'Error', code: 'boom' }, 503)
          : jsonResponse({ count: 3, page: 1, page_size: 24, results: all }),
    })
    renderAt('/')
    const retry = await screen.findByRole('button', { name: 'Reintentar' })
    down = false
    fireEvent.click(retry)
    expect(within(await productList()).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
  })
})
