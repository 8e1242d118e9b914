import '../../locales'

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Category } from '@vitrina/contract'
import { hideSnackbarAtom, snackbarAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'

import { CategoriesPage } from './categories-page'

/** A small category store behaving like the API's. */
function categoryServer(initial: string[]) {
  let list: Category[] = initial.map((name, i) => ({
    id: i + 1,
    name,
    slug: name.toLowerCase(),
    position: i,
  }))
  return {
    'GET admin/tienda/categorias/': () => ({ status: 200, body: list }),
    'POST admin/tienda/categorias/': (call: { payload?: unknown }) => {
      const { name } = call.payload as { name: string }
      if (name.length > 60)
        return {
          status: 400,
          body: { detail: 'x', code: 'invalid', errors: { name: ['Muy largo.'] } },
        }
      const created = { id: 50, name, slug: name.toLowerCase(), position: list.length }
      list = [...list, created]
      return { status: 201, body: created }
    },
    'PUT admin/tienda/categorias/2/': (call: { payload?: unknown }) => {
      list = list.map((c) => (c.id === 2 ? { ...c, ...(call.payload as object) } : c))
      return { status: 200, body: list[1] }
    },
    'PUT admin/tienda/categorias/': (call: { payload?: unknown }) => {
      const order = call.payload as Array<{ id: number; position: number }>
      list = order.map(({ id, position }) => ({ ...list.find((c) => c.id === id)!, position }))
      return { status: 200, body: list }
    },
    'DELETE admin/tienda/categorias/1/': () => {
      list = list.filter((c) => c.id !== 1)
      return { status: 204 }
    },
  }
}

const names = () =>
  within(screen.getByRole('list', { name: 'Categorías' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent)

afterEach(() => jest.restoreAllMocks())

describe('CategoriesPage', () => {
  it('sends one category for a double click on Crear', async () => {
    const user = userEvent.setup()
    const api = fakeApi(categoryServer(['Remeras']))
    renderWithProviders(<CategoriesPage />)
    await waitFor(() => expect(names()).toEqual(['Remeras']))
    await user.type(screen.getByRole('textbox', { name: 'Nueva categoría' }), 'Doble')
    // Before, both presses sent a POST (two categories), and the list showed one.
    await user.dblClick(screen.getByRole('button', { name: 'Crear' }))
    await waitFor(() => expect(names()).toEqual(['Remeras', 'Doble']))
    expect(api.calls.filter((c) => c.key === 'POST admin/tienda/categorias/')).toHaveLength(1)
  })

  it('creates, renames, moves and deletes categories', async () => {
    const user = userEvent.setup()
    const api = fakeApi(categoryServer(['Remeras', 'Tazas']))
    const { store } = renderWithProviders(<CategoriesPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Categorías' })).toBeInTheDocument()
    await waitFor(() => expect(names()).toEqual(['Remeras', 'Tazas']))

    await user.type(screen.getByRole('textbox', { name: 'Nueva categoría' }), 'Gorras')
    await user.click(screen.getByRole('button', { name: 'Crear' }))
    await waitFor(() => expect(names()).toEqual(['Remeras', 'Tazas', 'Gorras']))
    expect(screen.getByRole('textbox', { name: 'Nueva categoría' })).toHaveValue('')

    await user.click(screen.getByRole('button', { name: 'Renombrar Tazas' }))
    const field = screen.getByRole('textbox', { name: 'Nombre de la categoría' })
    expect(field).toHaveFocus()
    await user.clear(field)
    await user.type(field, 'Tazones{Enter}')
    await waitFor(() => expect(names()).toEqual(['Remeras', 'Tazones', 'Gorras']))
    // The field left the page: focus is back on the row's pencil.
    expect(screen.getByRole('button', { name: 'Renombrar Tazones' })).toHaveFocus()
    // Escape cancels a rename, as 'Cancelar' does: nothing is sent, the pencil has the focus.
    const puts = api.calls.filter((call) => call.method === 'PUT').length
    await user.click(screen.getByRole('button', { name: 'Renombrar Remeras' }))
    await user.type(screen.getByRole('textbox', { name: 'Nombre de la categoría' }), 'X{Escape}')
    expect(
      screen.queryByRole('textbox', { name: 'Nombre de la categoría' }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Renombrar Remeras' })).toHaveFocus()
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(puts)
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'success',
      message: 'Categoría guardada',
    })

    expect(screen.getByRole('button', { name: 'Subir Remeras' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // Keyboard: the down button is a real button.
    screen.getByRole('button', { name: 'Bajar Remeras' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(names()).toEqual(['Tazones', 'Remeras', 'Gorras']))
    expect(screen.getByRole('button', { name: 'Bajar Remeras' })).toHaveFocus()
    // Down to the last place: the button, now at the edge, keeps the focus (before, a
    // disabled button dropped it to the page).
    await user.keyboard('{Enter}')
    await waitFor(() => expect(names()).toEqual(['Tazones', 'Gorras', 'Remeras']))
    const down = screen.getByRole('button', { name: 'Bajar Remeras' })
    await waitFor(() => expect(down).toHaveFocus())
    expect(down).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Enter}')
    expect(names()).toEqual(['Tazones', 'Gorras', 'Remeras'])
    // Back up, so the rest reads as before.
    await user.click(screen.getByRole('button', { name: 'Subir Remeras' }))
    await waitFor(() => expect(names()).toEqual(['Tazones', 'Remeras', 'Gorras']))
    expect(api.calls.find((c) => c.key === 'PUT admin/tienda/categorias/')?.payload).toEqual([
      { id: 2, position: 0 },
      { id: 1, position: 1 },
      { id: 50, position: 2 },
    ])

    act(() => store.set(hideSnackbarAtom))
    await user.click(screen.getByRole('button', { name: 'Eliminar Remeras' }))
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar categoría' })
    expect(dialog).toHaveTextContent('Sus productos no se borran.')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(names()).toEqual(['Tazones', 'Gorras']))
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'success',
      message: 'Categoría eliminada',
    })
    // Its row left with its button: focus is on the page's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Categorías' })).toHaveFocus(),
    )
  })

  it('shows a 400’s message beside the new name', async () => {
    const user = userEvent.setup({ delay: null })
    fakeApi(categoryServer([]))
    const { store } = renderWithProviders(<CategoriesPage />)
    expect(await screen.findByText('Todavía no hay categorías.')).toBeInTheDocument()
    const field = screen.getByRole('textbox', { name: 'Nueva categoría' })
    // The field stops at 60 characters; the server's rule is what this checks.
    field.removeAttribute('maxlength')
    await user.click(field)
    await user.paste('x'.repeat(61))
    await user.click(screen.getByRole('button', { name: 'Crear' }))
    expect(await screen.findByText('Muy largo.')).toBeInTheDocument()
    expect(store.get(snackbarAtom)).toMatchObject({
      message: 'No se pudo guardar la categoría',
      errorCode: 400,
    })
  })
})
