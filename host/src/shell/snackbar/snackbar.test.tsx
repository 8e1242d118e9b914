import { act, fireEvent, screen } from '@testing-library/react'
import { appStore, notify, snackbarAtom } from '@vitrina/shared'
import { renderWithProviders } from '@vitrina/shared/testing'

import { Snackbar, SNACKBAR_TURN_MS } from './snackbar'

// jsdom has no PointerEvent: a MouseEvent of the pointer type carries the coordinates.
function pointer(element: Element, type: 'pointerdown' | 'pointerup', clientX: number) {
  fireEvent(element, new MouseEvent(type, { bubbles: true, clientX }))
}

describe('Snackbar', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows title, message and the error code line, as an alert for errors', () => {
    renderWithProviders(<Snackbar />)
    act(() =>
      notify({
        type: 'error',
        title: 'Error al iniciar sesión',
        message: 'Credenciales incorrectas',
        errorCode: 401,
      }),
    )

    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Error al iniciar sesión')
    expect(alert).toHaveTextContent('Credenciales incorrectas')
    expect(alert).toHaveTextContent('Código: 401')
    expect(alert).toHaveAttribute('data-type', 'error')
  })

  it('shows success without a code line and hides after the store timeout of 4000 ms', () => {
    renderWithProviders(<Snackbar />)
    act(() => notify({ message: 'Bienvenido de nuevo' }))
    expect(screen.getByRole('status')).not.toHaveTextContent('Código')

    act(() => jest.advanceTimersByTime(3999))
    expect(screen.getByRole('status')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('waits 5000 ms when the store set no timeout', () => {
    renderWithProviders(<Snackbar />)
    act(() => notify({ type: 'warning', message: 'Cuidado', timeout: null }))
    act(() => jest.advanceTimersByTime(4999))
    expect(screen.getByRole('status')).toHaveAttribute('data-type', 'warning')
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('closes on a swipe over 50 px, not on a shorter one, and hiding clears the code', () => {
    renderWithProviders(<Snackbar />)
    act(() => notify({ type: 'error', message: 'x', errorCode: 500 }))
    const alert = screen.getByRole('alert')

    pointer(alert, 'pointerdown', 100)
    pointer(alert, 'pointerup', 150)
    expect(screen.getByRole('alert')).toBeInTheDocument()

    pointer(alert, 'pointerdown', 100)
    pointer(alert, 'pointerup', 151)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(appStore.get(snackbarAtom).errorCode).toBeNull()
  })

  it('closes with its close button', () => {
    renderWithProviders(<Snackbar />)
    act(() => notify({ message: 'x' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows messages raised together one after the other: each waited for keeps its turn, the last its own time', () => {
    renderWithProviders(<Snackbar />)
    act(() => {
      notify({ message: 'Sesión actualizada correctamente', brief: true })
      notify({ message: 'Manifiesto cargado', brief: true })
    })
    expect(screen.getByRole('status')).toHaveTextContent('Sesión actualizada correctamente')
    act(() => jest.advanceTimersByTime(SNACKBAR_TURN_MS - 1))
    expect(screen.getByRole('status')).toHaveTextContent('Sesión actualizada correctamente')
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('Manifiesto cargado')
    act(() => jest.advanceTimersByTime(3999))
    expect(screen.getByRole('status')).toHaveTextContent('Manifiesto cargado')
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('answers what the user just did at once, before a notice of the app, which shows again after', () => {
    renderWithProviders(<Snackbar />)
    act(() => notify({ message: 'Manifiesto cargado', brief: true }))
    act(() => jest.advanceTimersByTime(1000))
    act(() => notify({ message: 'Pedido actualizado' }))
    expect(screen.getByRole('status')).toHaveTextContent('Pedido actualizado')
    act(() => jest.advanceTimersByTime(3999))
    expect(screen.getByRole('status')).toHaveTextContent('Pedido actualizado')
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('Manifiesto cargado')
  })

  it('shows an error raised during the startup messages at once, and those messages after it', () => {
    renderWithProviders(<Snackbar />)
    act(() => {
      notify({ message: 'Sesión actualizada correctamente' })
      notify({ message: 'Manifiesto cargado', brief: true })
    })
    act(() => jest.advanceTimersByTime(500))
    act(() =>
      notify({ type: 'error', message: 'No se pudieron cargar las portadas', errorCode: 500 }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar las portadas')
    act(() => jest.advanceTimersByTime(4000))
    expect(screen.getByRole('status')).toHaveTextContent('Sesión actualizada correctamente')
    act(() => jest.advanceTimersByTime(4000))
    expect(screen.getByRole('status')).toHaveTextContent('Manifiesto cargado')
  })

  it('keeps a message answering the user its full time even with a notice waiting behind it', () => {
    renderWithProviders(<Snackbar />)
    act(() => {
      notify({ message: 'Bienvenido de nuevo' })
      notify({ message: 'Manifiesto cargado', brief: true })
    })
    act(() => jest.advanceTimersByTime(3999))
    expect(screen.getByRole('status')).toHaveTextContent('Bienvenido de nuevo')
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('Manifiesto cargado')
  })

  it('keeps an error its full time even with a message waiting behind it', () => {
    renderWithProviders(<Snackbar />)
    act(() => {
      notify({ type: 'error', message: 'No se pudo actualizar la sesión' })
      notify({ message: 'Sesión cerrada' })
    })
    act(() => jest.advanceTimersByTime(3999))
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo actualizar la sesión')
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('Sesión cerrada')
  })
})
