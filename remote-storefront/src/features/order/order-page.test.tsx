import '../../locales'

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeApi, jsonResponse, renderWithProviders } from '@vitrina/shared/testing'

import StorefrontRoutes from '../../exposes/routes'
import { placedOrder } from '../../lib/cart/test-data'
import { ORDER_SCRIPT_ID, resetDrawnOrder } from './drawn-order'

function renderOrder(order = placedOrder()) {
  const server = fakeApi({
    [`GET store/pedidos/${order.token}/`]: () => jsonResponse(order),
  })
  renderWithProviders(<StorefrontRoutes />, { route: `/pedido/${order.token}` })
  return server
}

/** The page as the server drew it: `{token, order}` as JSON data in `<head>`. */
function drawPage(token: string, order: unknown) {
  const script = document.createElement('script')
  script.id = ORDER_SCRIPT_ID
  script.type = 'application/json'
  script.textContent = JSON.stringify({ token, order })
  document.head.append(script)
}

afterEach(() => {
  jest.restoreAllMocks()
  document.getElementById(ORDER_SCRIPT_ID)?.remove()
  resetDrawnOrder()
})

describe('order page', () => {
  it('shows the number, summary, status, transfer details and the WhatsApp link', async () => {
    const server = renderOrder()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido #1001 recibido' }),
    ).toBeVisible()
    expect(server.calls[0]!.headers.get('authorization')).toBeNull()
    expect(screen.getByText('Pendiente')).toBeVisible()
    expect(screen.getByText('Retiro en el local')).toBeVisible()
    expect(screen.getByText('Transferencia bancaria')).toBeVisible()
    const transfer = screen.getByRole('region', { name: 'Datos para la transferencia' })
    expect(transfer).toHaveTextContent('Alias demo.tienda')
    const items = screen.getByRole('region', { name: 'Productos' })
    expect(items).toHaveTextContent('2 × Remera (M, Azul)')
    expect(items).toHaveTextContent('$ 25.998,00')
    const whatsapp = screen.getByRole('link', { name: 'Enviar por WhatsApp' })
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5491122334455?text=Hola')
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noreferrer'))
  })

  it('says where to pick up a pickup order', async () => {
    renderOrder(placedOrder({ pickup_address: 'Av. Corrientes 1234, CABA' }))
    expect(await screen.findByText('Retiro en el local — Av. Corrientes 1234, CABA')).toBeVisible()
  })

  it('has no WhatsApp link or transfer details when the store has no number and the payment is agreed', async () => {
    renderOrder(
      placedOrder({
        whatsapp_url: undefined,
        transfer_instructions: undefined,
        payment_method: 'a_convenir',
        delivery: { method: 'envio', address: 'Av. Siempreviva 742' },
        shipping: 150000,
        total: 2749800,
      }),
    )
    expect(await screen.findByText('Envío a domicilio — Av. Siempreviva 742')).toBeVisible()
    expect(screen.getByText('$ 1.500,00')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Enviar por WhatsApp' })).not.toBeInTheDocument()
    expect(
      screen.queryByRole('region', { name: 'Datos para la transferencia' }),
    ).not.toBeInTheDocument()
  })

  it("says the order could not be read, and 'Reintentar' asks again", async () => {
    const order = placedOrder()
    let online = false
    fakeApi({
      [`GET store/pedidos/${order.token}/`]: () =>
        online ? jsonResponse(order) : jsonResponse({}, 503),
    })
    jest.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(<StorefrontRoutes />, { route: `/pedido/${order.token}` })
    const retry = await screen.findByRole('button', { name: 'Reintentar' })
    expect(
      screen.getByRole('heading', { level: 1, name: 'No se pudo cargar el pedido' }),
    ).toBeVisible()
    online = true
    await userEvent.setup().click(retry)
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
  })

  it("says 'Pedido no encontrado' for an unknown token", async () => {
    fakeApi({})
    renderWithProviders(<StorefrontRoutes />, { route: '/pedido/nadie1234567890abcdef' })
    expect(await screen.findByRole('heading', { name: 'Pedido no encontrado' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
  })

  it('starts from the order the server drew, with no request, and asks the API the next time', async () => {
    const order = placedOrder({ status: 'confirmado' })
    drawPage(order.token, order)
    const none = fakeApi({})
    const first = renderWithProviders(<StorefrontRoutes />, { route: `/pedido/${order.token}` })
    // On the first render: no loading state between the drawn order and this one.
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido #1001 recibido' })).toBeVisible()
    expect(screen.getByText('Confirmado')).toBeVisible()
    expect(none.calls).toHaveLength(0)
    first.unmount()

    // Shown again (the shopper came back to it): the order may have moved since.
    const server = renderOrder(placedOrder({ status: 'enviado' }))
    expect(await screen.findByText('Enviado')).toBeVisible()
    expect(server.keys()).toEqual([`GET store/pedidos/${order.token}/`])
  })

  it("says 'Pedido no encontrado' at once when the server drew an unknown token", () => {
    drawPage('nadie1234567890abcdef', null)
    const none = fakeApi({})
    renderWithProviders(<StorefrontRoutes />, { route: '/pedido/nadie1234567890abcdef' })
    expect(screen.getByRole('heading', { name: 'Pedido no encontrado' })).toBeVisible()
    expect(none.calls).toHaveLength(0)
  })

  it('asks the API when the page was drawn for another token', async () => {
    drawPage('otro_token_abcdefghijklmn', placedOrder({ number: 2002 }))
    const server = renderOrder()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido #1001 recibido' }),
    ).toBeVisible()
    expect(server.calls).toHaveLength(1)
  })
})
