import { appStore, resetAppStore } from '../store/app-store'
import { snackbarAtom } from './atoms'
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
})
