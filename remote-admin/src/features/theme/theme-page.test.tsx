import '../../locales'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ThemeResponse, ThemeVersion } from '@vitrina/contract'
import { snackbarAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'

import { ThemePage } from './theme-page'

const published: ThemeResponse = {
  light_colors: {
    colors: {
      primary: '#1F5FAD',
      secondary: '#B5406A',
      background: '#F7F7FA',
      surface: '#FFFFFF',
      textColor: '#1F2330',
      captionColor: '#5A6072',
      headlineColor: '#141722',
      subtitleColor: '#3D4354',
      titleColor: '#141722',
    },
  },
  dark_colors: {
    colors: {
      primary: '#8AB4F8',
      secondary: '#F2A7C3',
      background: '#121318',
      surface: '#1C1E25',
      textColor: '#E6E7EC',
      captionColor: '#A9ADBA',
      headlineColor: '#F5F6FA',
      subtitleColor: '#C9CCD6',
      titleColor: '#F5F6FA',
    },
  },
  typography: {
    fontFamily: 'Montserrat',
    titleFontFamily: 'Montserrat',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 600 },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    body1: { fontSize: '1rem', fontWeight: 400 },
  },
}

function server() {
  let current = structuredClone(published)
  let versions: ThemeVersion[] = [{ id: 1, created_at: '2026-01-02T10:00:00Z', theme: current }]
  return fakeApi({
    'GET admin/tienda/theme/': () => ({ status: 200, body: current }),
    'PUT admin/tienda/theme/': (call) => {
      current = call.payload as ThemeResponse
      versions = [
        { id: versions.length + 1, created_at: new Date().toISOString(), theme: current },
        ...versions,
      ]
      return { status: 200, body: current }
    },
    'GET admin/tienda/theme/versiones/': () => ({ status: 200, body: versions }),
    'POST admin/tienda/theme/versiones/1/restaurar/': () => {
      current = versions.at(-1)!.theme
      const made = { id: versions.length + 1, created_at: new Date().toISOString(), theme: current }
      versions = [made, ...versions]
      return { status: 200, body: made }
    },
    'GET store/portadas/': () => ({ status: 200, body: [] }),
  })
}

const publish = () => screen.getByRole('button', { name: 'Publicar' })
const preview = () => screen.getByTestId('theme-preview')

afterEach(() => jest.restoreAllMocks())

describe('ThemePage', () => {
  it('shows the heading, the sections and the preview in the published theme', async () => {
    server()
    renderWithProviders(<ThemePage />, { route: '/admin/apariencia/tema' })
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Tema' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Colores' })).toBeInTheDocument()
    for (const name of ['Tipografía', 'Temas sugeridos', 'Vista previa', 'Historial']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getByRole('tab', { name: 'Claro', selected: true })).toBeInTheDocument()
    for (const label of [
      'Fondo',
      'Texto',
      'Títulos',
      'Encabezados',
      'Subtítulos',
      'Notas',
      'Color principal',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument()
    }
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveValue('#1F2330')
    expect(screen.getByRole('combobox', { name: 'Fuente de texto' })).toHaveValue('Montserrat')
    expect(screen.getByRole('combobox', { name: 'Fuente de títulos' })).toHaveValue('Montserrat')
    expect(publish()).toBeDisabled()
    expect(preview().style.getPropertyValue('--chakra-colors-bg')).toBe('#F7F7FA')
  })

  it('guards contrast beside the field, holds Publicar, then publishes the fixed draft', async () => {
    const user = userEvent.setup()
    const { calls } = server()
    const { store } = renderWithProviders(<ThemePage />, { route: '/admin/apariencia/tema' })
    const text = await screen.findByRole('textbox', { name: 'Texto' })
    await user.clear(text)
    await user.type(text, '#999999')
    expect(preview().style.getPropertyValue('--chakra-colors-fg')).toBe('#999999')
    const field = text.closest('div')!.parentElement!
    expect(
      within(field).getByText('Contraste insuficiente (2,6:1). Mínimo 4,5:1.'),
    ).toBeInTheDocument()
    expect(text).toHaveAttribute('aria-invalid', 'true')
    expect(publish()).toBeDisabled()
    expect(screen.getByText('Hay 1 problema que corregir antes de publicar.')).toBeInTheDocument()

    await user.clear(text)
    await user.type(text, '#333333')
    expect(screen.queryByText(/Contraste insuficiente/)).not.toBeInTheDocument()
    expect(publish()).toBeEnabled()
    await user.click(publish())
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({ message: 'Tema publicado' }),
    )
    const put = calls.find((c) => c.key === 'PUT admin/tienda/theme/')!
    expect((put.payload as ThemeResponse).light_colors.colors.textColor).toBe('#333333')
    await waitFor(() => expect(publish()).toBeDisabled())
    expect(within(screen.getByTestId('theme-versions')).getAllByRole('listitem')).toHaveLength(2)
  })

  it('says the theme was not published, in Spanish and with no code, when the call gets no answer', async () => {
    const user = userEvent.setup()
    server()
    const { store } = renderWithProviders(<ThemePage />, { route: '/admin/apariencia/tema' })
    const text = await screen.findByRole('textbox', { name: 'Texto' })
    await user.clear(text)
    await user.type(text, '#333333')
    const fetchMock = jest.mocked(globalThis.fetch)
    const answered = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init)
      if (request.method === 'PUT') throw new TypeError('Failed to fetch')
      return answered(input, init)
    })
    await user.click(publish())
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'error',
        message: 'No se pudo publicar el tema',
        errorCode: null,
      }),
    )
    expect(store.get(snackbarAtom).title ?? null).toBeNull()
    expect(publish()).toBeEnabled()
  })

  it('applies a preset in one press, switches the preview to dark, and discards', async () => {
    const user = userEvent.setup()
    server()
    renderWithProviders(<ThemePage />, { route: '/admin/apariencia/tema' })
    await user.click(await screen.findByRole('button', { name: 'Bosque' }))
    expect(screen.getByRole('combobox', { name: 'Fuente de texto' })).toHaveValue('Nunito')
    expect(screen.getByRole('textbox', { name: 'Fondo' })).toHaveValue('#F4F8F3')
    expect(publish()).toBeEnabled()
    await user.click(
      within(screen.getByRole('group', { name: 'Modo de la vista previa' })).getByRole('button', {
        name: 'Oscuro',
      }),
    )
    expect(preview().style.getPropertyValue('--chakra-colors-bg')).toBe('#0F1712')
    expect(preview().style.getPropertyValue('--chakra-fonts-body')).toMatch(/^Nunito, /)
    await user.click(screen.getByRole('tab', { name: 'Oscuro' }))
    expect(screen.getByRole('textbox', { name: 'Fondo' })).toHaveValue('#0F1712')
    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }))
    expect(screen.getByRole('textbox', { name: 'Fondo' })).toHaveValue('#121318')
    expect(publish()).toBeDisabled()
  })

  it('starts the preview at a phone’s width on a phone, at a desktop’s elsewhere', async () => {
    server()
    const view = renderWithProviders(<ThemePage />, { route: '/admin/apariencia/tema' })
    expect(await screen.findByTestId('theme-preview')).toHaveAttribute('data-width', 'desktop')
    view.unmount()
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    )
    renderWithProviders(<ThemePage />, { route: '/admin/apariencia/tema' })
    expect(await screen.findByTestId('theme-preview')).toHaveAttribute('data-width', 'phone')
  })

  it('writes the preview’s prices as the store writes its own', async () => {
    server()
    renderWithProviders(<ThemePage />, { route: '/admin/apariencia/tema' })
    const preview = await screen.findByTestId('theme-preview')
    expect(within(preview).getAllByText(/^\$\s12\.500,00$/).length).toBeGreaterThan(0)
  })

  it('keeps sizes within bounds', async () => {
    const user = userEvent.setup()
    server()
    renderWithProviders(<ThemePage />, { route: '/admin/apariencia/tema' })
    const h1 = await screen.findByRole('spinbutton', { name: 'Tamaño de Título 1 (h1) (px)' })
    expect(h1).toHaveValue(36)
    await user.clear(h1)
    await user.type(h1, '70')
    expect(screen.getByText('Entre 24 y 64 px.')).toBeInTheDocument()
    expect(publish()).toBeDisabled()
  })

  it('restores an older version', async () => {
    const user = userEvent.setup()
    const { calls } = server()
    renderWithProviders(<ThemePage />, { route: '/admin/apariencia/tema' })
    await user.click(await screen.findByRole('button', { name: 'Océano' }))
    await user.click(publish())
    // The published theme is the current version; the older one can be restored.
    const restore = await screen.findByRole('button', { name: 'Restaurar' })
    expect(screen.getByRole('textbox', { name: 'Fondo' })).toHaveValue('#F2F8FB')
    await user.click(restore)
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Fondo' })).toHaveValue('#F7F7FA'),
    )
    expect(calls.map((c) => c.key)).toContain('POST admin/tienda/theme/versiones/1/restaurar/')
    expect(within(screen.getByTestId('theme-versions')).getAllByRole('listitem')).toHaveLength(3)
    expect(publish()).toBeDisabled()
  })
})
