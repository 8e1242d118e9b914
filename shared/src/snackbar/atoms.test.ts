import { appStore, resetAppStore } from '../store/app-store'
import { pendingSnackbarCountAtom, snackbarAtom } from './atoms'
import { hideSnackbar, notify } from './notify'

describe('snackbar atoms', () => {
  beforeEach(() => resetAppStore())

  it('is hidden until raised, with success as the default type and 4000 ms timeout', () => {
    expect(appStore.get(snackbarAtom).show).toBe(false)
    notify({ message: 'Hola' })
    expect(appStore.get(snackbarAtom)).toEqual({
      show: true,
      type: 'success',
      title: null,
      message: 'Hola',
      errorCode: null,
      timeout: 4000,
      brief: false,
    })
  })

  it('keeps an explicit null timeout (display default) and the error code', () => {
    notify({ type: 'error', title: 'T', message: 'm', errorCode: 500, timeout: null })
    expect(appStore.get(snackbarAtom)).toMatchObject({
      type: 'error',
      timeout: null,
      errorCode: 500,
    })
  })

  it('hiding clears the error code', () => {
    notify({ type: 'error', message: 'm', errorCode: 401 })
    hideSnackbar()
    expect(appStore.get(snackbarAtom)).toMatchObject({ show: false, errorCode: null, message: 'm' })
  })

  it('queues a message raised while another shows, and shows it once that one hides', () => {
    notify({ message: 'Sesión actualizada correctamente' })
    notify({ message: 'Manifiesto cargado' })
    notify({ type: 'warning', message: 'Cuidado' })
    notify({ type: 'error', message: 'No se pudo cargar la tienda', errorCode: 500 })
    expect(appStore.get(snackbarAtom).message).toBe('Cuidado')
    expect(appStore.get(pendingSnackbarCountAtom)).toBe(3)

    hideSnackbar()
    expect(appStore.get(snackbarAtom)).toMatchObject({
      show: true,
      type: 'error',
      message: 'No se pudo cargar la tienda',
      errorCode: 500,
    })
    hideSnackbar()
    expect(appStore.get(snackbarAtom)).toMatchObject({
      show: true,
      message: 'Sesión actualizada correctamente',
    })
    hideSnackbar()
    expect(appStore.get(snackbarAtom)).toMatchObject({ show: true, message: 'Manifiesto cargado' })
    hideSnackbar()
    expect(appStore.get(snackbarAtom)).toMatchObject({ show: false, errorCode: null })
    expect(appStore.get(pendingSnackbarCountAtom)).toBe(0)
  })

  it('puts an error before successes, and a success before the notices the app raised by itself', () => {
    notify({ message: 'Sesión actualizada correctamente', brief: true })
    notify({ message: 'Manifiesto cargado', brief: true })
    notify({ message: 'Bienvenido de nuevo' })
    expect(appStore.get(snackbarAtom).message).toBe('Bienvenido de nuevo')
    notify({ type: 'error', message: 'No se pudo cargar la tienda', errorCode: 500 })
    expect(appStore.get(snackbarAtom).message).toBe('No se pudo cargar la tienda')
    notify({ message: 'Otro aviso', brief: true })
    notify({ message: 'Producto guardado' })
    const order: string[] = []
    while (appStore.get(snackbarAtom).show) {
      order.push(appStore.get(snackbarAtom).message)
      hideSnackbar()
    }
    expect(order).toEqual([
      'No se pudo cargar la tienda',
      'Bienvenido de nuevo',
      'Producto guardado',
      'Sesión actualizada correctamente',
      'Manifiesto cargado',
      'Otro aviso',
    ])
  })

  it('does not queue a message that is already showing or waiting', () => {
    notify({ message: 'A' })
    notify({ message: 'A' })
    notify({ message: 'B' })
    notify({ message: 'B' })
    expect(appStore.get(pendingSnackbarCountAtom)).toBe(1)
    hideSnackbar()
    hideSnackbar()
    expect(appStore.get(snackbarAtom).show).toBe(false)
  })
})
