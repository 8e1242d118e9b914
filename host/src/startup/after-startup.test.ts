import { appStore, hideSnackbar, notify, resetAppStore, snackbarAtom } from '@vitrina/shared'

import { afterStartup } from './after-startup'

describe('afterStartup', () => {
  beforeEach(() => {
    resetAppStore()
    // jsdom has no object URLs; the manifest is one.
    Object.assign(URL, { createObjectURL: () => 'blob:manifest', revokeObjectURL: () => {} })
  })

  it("raises 'Manifiesto cargado' on the snackbar, after the startup refresh's message", () => {
    notify({ message: 'Sesión actualizada correctamente' })
    afterStartup({ id: 1, name: 'Demo', logos: [], owner_user_id: 1 } as never)

    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull()
    expect(appStore.get(snackbarAtom).message).toBe('Sesión actualizada correctamente')
    hideSnackbar()
    expect(appStore.get(snackbarAtom)).toMatchObject({
      show: true,
      type: 'success',
      message: 'Manifiesto cargado',
    })
  })

  it("builds the store's money format once the page is idle, not before", () => {
    jest.useFakeTimers()
    const built = jest.spyOn(Intl, 'NumberFormat')
    try {
      afterStartup({ id: 1, name: 'Demo', logos: [], owner_user_id: 1, currency: 'CLP' } as never)
      expect(built).not.toHaveBeenCalled()
      jest.runOnlyPendingTimers()
      expect(built).toHaveBeenCalledWith('es-CL', expect.objectContaining({ currency: 'CLP' }))
    } finally {
      built.mockRestore()
      jest.useRealTimers()
    }
  })
})
