import '../../locales'

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StoreSettings } from '@vitrina/contract'
import { snackbarAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'

import { StoreSettingsPage } from './store-settings-page'

const settings: StoreSettings = {
  currency: 'ARS',
  whatsapp: null,
  payment_methods: ['a_convenir'],
  transfer_instructions: '',
  pickup_address: 'Av. Siempre Viva 742',
  shipping_flat_fee: 150000,
  pending_hold_hours: 72,
}

afterEach(() => jest.restoreAllMocks())

describe('StoreSettingsPage', () => {
  it('loads the settings and saves them with the fee in minor units of the chosen currency', async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      'GET admin/tienda/configuracion/': () => ({ status: 200, body: settings }),
      'PUT admin/tienda/configuracion/': (call) => ({
        status: 200,
        body: { ...settings, ...(call.payload as object), whatsapp: '+5491122334455' },
      }),
    })
    const { store } = renderWithProviders(<StoreSettingsPage />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Configuración de la tienda' }),
    ).toBeInTheDocument()
    const fee = await screen.findByRole('textbox', { name: 'Costo de envío (ARS)' })
    expect(fee).toHaveValue('1.500,00')
    expect(screen.getByRole('checkbox', { name: 'A convenir con el vendedor' })).toBeChecked()

    // The hint is the select's description (a native select is not wired by its field).
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveAccessibleDescription(
      'Al cambiarla, cada precio conserva su valor (ARS 1.299,00 pasa a CLP 1.299).',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Moneda' }), 'CLP')
    await user.clear(fee)
    await user.type(fee, '2500')
    await user.type(screen.getByRole('textbox', { name: 'WhatsApp' }), '+54 9 11 2233-4455')
    await user.click(screen.getByRole('checkbox', { name: 'Efectivo al retirar' }))
    await user.click(screen.getByRole('checkbox', { name: 'Transferencia bancaria' }))
    await user.type(
      screen.getByRole('textbox', { name: 'Instrucciones para la transferencia' }),
      'CBU 123',
    )
    await user.click(screen.getByRole('button', { name: 'Guardar' }))

    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'success',
        message: 'Configuración guardada',
      }),
    )
    expect(api.calls.find((c) => c.key === 'PUT admin/tienda/configuracion/')?.payload).toEqual({
      currency: 'CLP',
      whatsapp: '+54 9 11 2233-4455',
      payment_methods: ['a_convenir', 'transferencia', 'efectivo'],
      transfer_instructions: 'CBU 123',
      pickup_address: 'Av. Siempre Viva 742',
      shipping_flat_fee: 2500,
      pending_hold_hours: 72,
    })
    expect(screen.getByRole('textbox', { name: 'WhatsApp' })).toHaveValue('+5491122334455')
  })

  it('switches to CLP with the fee untouched: the fee as loaded, for the server to keep its value', async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      'GET admin/tienda/configuracion/': () => ({ status: 200, body: settings }),
      'PUT admin/tienda/configuracion/': () => ({
        status: 200,
        body: { ...settings, currency: 'CLP', shipping_flat_fee: 1500 },
      }),
    })
    renderWithProviders(<StoreSettingsPage />)
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Moneda' }), 'CLP')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Costo de envío (CLP)' })).toHaveValue('1.500'),
    )
    expect(
      api.calls.find((c) => c.key === 'PUT admin/tienda/configuracion/')?.payload,
    ).toMatchObject({ currency: 'CLP', shipping_flat_fee: 150000 })
  })

  it('edits how long a pending order holds its stock, from 0 to 720 hours', async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      'GET admin/tienda/configuracion/': () => ({ status: 200, body: settings }),
      'PUT admin/tienda/configuracion/': (call) => ({
        status: 200,
        body: { ...settings, ...(call.payload as object) },
      }),
    })
    renderWithProviders(<StoreSettingsPage />)
    const hold = await screen.findByRole('textbox', {
      name: 'Reserva de pedidos pendientes (horas)',
    })
    expect(hold).toHaveValue('72')
    const puts = () => api.calls.filter((c) => c.key === 'PUT admin/tienda/configuracion/')

    for (const typed of ['721', '100000', '2.5', 'dos']) {
      await user.clear(hold)
      await user.type(hold, typed)
      await user.click(screen.getByRole('button', { name: 'Guardar' }))
      expect(
        await screen.findByText('Ingresá un número entero de horas, de 0 a 720.'),
      ).toBeInTheDocument()
      expect(hold).toHaveAttribute('aria-invalid', 'true')
      // The field to fix takes the focus (before, it stayed on 'Guardar').
      await waitFor(() => expect(hold).toHaveFocus())
    }
    expect(puts()).toHaveLength(0)

    // No payment method at all is said beside the methods, before any save; with the hours
    // still wrong, both are said at once (before: one, then the other on the next press).
    await user.click(screen.getByRole('checkbox', { name: 'A convenir con el vendedor' }))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Elegí al menos una forma de pago.')).toBeInTheDocument()
    expect(screen.getByText('Ingresá un número entero de horas, de 0 a 720.')).toBeInTheDocument()
    expect(puts()).toHaveLength(0)
    await user.click(screen.getByRole('checkbox', { name: 'A convenir con el vendedor' }))

    await user.clear(hold)
    await user.type(hold, '0')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(puts()[0]?.payload).toMatchObject({ pending_hold_hours: 0 })
  })

  it('says the largest fee when one is past it, and the fee that is not an amount, sending nothing', async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      'GET admin/tienda/configuracion/': () => ({ status: 200, body: settings }),
    })
    renderWithProviders(<StoreSettingsPage />)
    const fee = await screen.findByRole('textbox', { name: 'Costo de envío (ARS)' })
    await user.clear(fee)
    await user.type(fee, '1.000.000.000')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('El importe máximo es 999.999.999,99.')).toBeInTheDocument()
    await waitFor(() => expect(fee).toHaveFocus())
    await user.clear(fee)
    await user.type(fee, 'mil')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Ingresá un importe válido.')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0)
  })

  it('shows currency_locked beside the currency and 400 field errors beside their fields', async () => {
    const user = userEvent.setup()
    let answer = { status: 409, body: { detail: 'Hay pedidos', code: 'currency_locked' } as object }
    fakeApi({
      'GET admin/tienda/configuracion/': () => ({ status: 200, body: settings }),
      'PUT admin/tienda/configuracion/': () => answer,
    })
    const { store } = renderWithProviders(<StoreSettingsPage />)
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Moneda' }), 'USD')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(
      await screen.findByText('No se puede cambiar la moneda mientras haya pedidos sin terminar.'),
    ).toBeInTheDocument()
    expect(store.get(snackbarAtom)).toMatchObject({ type: 'error', errorCode: 409 })
    // The store kept its currency, and so does the form.
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveValue('ARS')

    answer = {
      status: 400,
      body: {
        detail: 'Datos inválidos',
        code: 'invalid',
        errors: { whatsapp: ['Número inválido.'] },
      },
    }
    await user.type(screen.getByRole('textbox', { name: 'WhatsApp' }), '12')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Número inválido.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'WhatsApp' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('saves nothing from a form loaded before the currency changed elsewhere, and shows the new one', async () => {
    const user = userEvent.setup()
    let current: StoreSettings = settings
    const api = fakeApi({
      'GET admin/tienda/configuracion/': () => ({ status: 200, body: current }),
      'PUT admin/tienda/configuracion/': (call) => ({
        status: 200,
        body: { ...current, ...(call.payload as object) },
      }),
    })
    const { store } = renderWithProviders(<StoreSettingsPage />)
    const whatsapp = await screen.findByRole('textbox', { name: 'WhatsApp' })
    // Another tab moves the store to CLP (its fee rescaled: ARS 1.500,00 → CLP 1.500).
    current = { ...settings, currency: 'CLP', shipping_flat_fee: 1500 }
    await user.type(whatsapp, '+54 9 11 2233-4455')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))

    const message =
      'La moneda de la tienda pasó a CLP en otra pestaña o dispositivo: revisá los datos, que ahora se muestran en CLP, y guardá de nuevo.'
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(store.get(snackbarAtom)).toMatchObject({ type: 'error', message })
    expect(api.calls.filter((c) => c.key === 'PUT admin/tienda/configuracion/')).toEqual([])
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toHaveValue('CLP')
    expect(screen.getByRole('textbox', { name: 'Costo de envío (CLP)' })).toHaveValue('1.500')

    // Saved again from the fresh form: the new currency stays.
    await user.type(screen.getByRole('textbox', { name: 'WhatsApp' }), '+54 9 11 2233-4455')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    // (The success waits behind the error's snackbar, which outranks it.)
    await waitFor(() =>
      expect(api.calls.some((c) => c.key === 'PUT admin/tienda/configuracion/')).toBe(true),
    )
    expect(
      api.calls.find((c) => c.key === 'PUT admin/tienda/configuracion/')?.payload,
    ).toMatchObject({ currency: 'CLP', shipping_flat_fee: 1500 })
  })
})
