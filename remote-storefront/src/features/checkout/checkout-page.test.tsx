import '../../locales'

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CartVariant, StoreInfo } from '@vitrina/contract'
import {
  hideSnackbarAtom,
  setStoreInfoAtom,
  snackbarAtom,
  updateSessionAtom,
} from '@vitrina/shared'
import {
  fakeApi,
  type FakeHandler,
  jsonResponse,
  renderWithProviders,
} from '@vitrina/shared/testing'
import { useLocation } from 'react-router-dom'

import StorefrontRoutes from '../../exposes/routes'
import { placedOrder, remeraM, shop, storeCart, storedCart, taza } from '../../lib/cart/test-data'

function Location() {
  return <output aria-label="url">{useLocation().pathname}</output>
}

function renderCheckout(
  post: FakeHandler,
  {
    store = shop,
    variants = () => [remeraM, taza],
    resume = () => store,
  }: {
    store?: StoreInfo
    variants?: () => CartVariant[] | Promise<CartVariant[]>
    resume?: () => StoreInfo
  } = {},
) {
  const server = fakeApi({
    'GET store/carrito/': async () => jsonResponse(await variants()),
    'GET tienda/resume/subdomain/': () => jsonResponse(resume()),
    'POST store/pedidos/': post,
    'GET store/pedidos/tok_abcdefghijklmnopqrstuv/': () => jsonResponse(placedOrder()),
  })
  const utils = renderWithProviders(<></>, { route: '/checkout' })
  act(() => utils.store.set(setStoreInfoAtom, store))
  utils.rerender(
    <>
      <StorefrontRoutes />
      <Location />
    </>,
  )
  return { ...utils, server, user: userEvent.setup() }
}

const posts = (server: ReturnType<typeof fakeApi>) =>
  server.calls.filter((call) => call.key === 'POST store/pedidos/')

/** The API's 409 `price_changed`: the server's total and each line's unit price. */
const priceChanged = (total: number, lines: { variant_id: number; unit_price: number | null }[]) =>
  jsonResponse(
    { detail: 'Los precios cambiaron. Revisá el total.', code: 'price_changed', total, lines },
    409,
  )

async function fillCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nombre'), 'Ana Pérez')
  await user.type(screen.getByLabelText('Teléfono (WhatsApp)'), '11 2233-4455')
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  storeCart([
    { variant_id: 11, quantity: 2 },
    { variant_id: 12, quantity: 1 },
  ])
})
afterEach(() => jest.restoreAllMocks())

describe('checkout', () => {
  it('with an empty cart says so and leads back to the store', async () => {
    localStorage.clear()
    const { user } = renderCheckout(() => jsonResponse({}, 500))
    expect(await screen.findByText('Tu carrito está vacío')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Seguir comprando' }))
    expect(screen.getByRole('status', { name: 'url' }).textContent).toBe('/')
  })

  it('says the cart cannot be read now, and after Reintentar shows the form with what was typed', async () => {
    let online = true
    const { user, unmount } = renderCheckout(() => jsonResponse({}), {
      variants: () => {
        if (!online) throw new TypeError('Failed to fetch')
        return [remeraM, taza]
      },
    })
    await user.type(await screen.findByLabelText('Nombre'), 'Ana Pérez')
    // The page shown again with the network gone (the first read failed here before: a spinner forever).
    online = false
    unmount()
    const reloaded = renderWithProviders(<></>, { route: '/checkout' })
    act(() => reloaded.store.set(setStoreInfoAtom, shop))
    reloaded.rerender(<StorefrontRoutes />)
    const retry = await screen.findByRole('button', { name: 'Reintentar' })
    expect(
      screen.getByText('Los productos no se pueden mostrar ahora. Probá de nuevo en un rato.'),
    ).toBeVisible()
    online = true
    await user.click(retry)
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana Pérez')
  })

  it("shows the spec's validation texts and sends nothing until they are fixed", async () => {
    const { server, user } = renderCheckout(() => jsonResponse(placedOrder(), 201))
    const phone = await screen.findByLabelText('Teléfono (WhatsApp)')
    expect(phone).toHaveValue('+54 9 ')
    await user.click(screen.getByRole('radio', { name: 'Envío a domicilio' }))
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(screen.getByText('Ingresá tu nombre')).toBeVisible()
    expect(screen.getByText('Ingresá un teléfono válido')).toBeVisible()
    expect(screen.getByText('Ingresá la dirección de envío')).toBeVisible()
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true')
    expect(posts(server)).toHaveLength(0)
    // The first field to fix takes the focus; an error goes once its field is fixed (before,
    // it stayed until the next press).
    expect(screen.getByLabelText('Nombre')).toHaveFocus()
    await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez')
    expect(screen.queryByText('Ingresá tu nombre')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText('Ingresá un teléfono válido')).toBeVisible()
    // Fixed and then broken again, a field says so at the next press, not while typing.
    await user.clear(screen.getByLabelText('Nombre'))
    expect(screen.queryByText('Ingresá tu nombre')).not.toBeInTheDocument()
  })

  it('offers only the store’s methods: cash only with pickup; shipping adds the fee to the total', async () => {
    const { user } = renderCheckout(() => undefined)
    const payment = await screen.findByRole('group', { name: 'Forma de pago' })
    const names = () =>
      within(payment)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent)
    expect(names()).toEqual([
      'A convenir con el vendedor',
      'Transferencia bancaria',
      'Efectivo al retirar',
    ])
    await user.click(screen.getByRole('radio', { name: 'Efectivo al retirar' }))
    await user.click(screen.getByRole('radio', { name: 'Envío a domicilio' }))
    expect(names()).toEqual(['A convenir con el vendedor', 'Transferencia bancaria'])
    expect(screen.getByRole('radio', { name: 'A convenir con el vendedor' })).toBeChecked()
    const summary = screen.getByRole('region', { name: 'Resumen' })
    expect(summary).toHaveTextContent('$ 1.500,00')
    expect(summary).toHaveTextContent('$ 31.998,00')
  })

  it('hides a delivery method the store does not offer and starts the phone with its country code', async () => {
    renderCheckout(() => undefined, {
      store: {
        ...shop,
        pickup: false,
        whatsapp: '+59899123456',
        payment_methods: ['transferencia'],
      },
    })
    expect(await screen.findByLabelText('Teléfono (WhatsApp)')).toHaveValue('+598 ')
    expect(screen.queryByRole('radio', { name: 'Retiro en el local' })).not.toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Envío a domicilio' })).toBeChecked()
    expect(screen.getByLabelText('Dirección')).toBeVisible()
  })

  it.each([
    ['short', () => [{ ...remeraM, stock: 1 }, taza], 'Quedan 1'],
    ['gone', () => [taza], 'Ya no está disponible'],
  ])(
    'blocks the order while a line is %s, says why and leads back to the cart',
    async (_, variants, reason) => {
      const { server, user } = renderCheckout(() => jsonResponse(placedOrder(), 201), {
        variants,
      })
      await fillCustomer(user)
      expect(screen.getByRole('region', { name: 'Resumen' })).toHaveTextContent(reason)
      const button = screen.getByRole('button', { name: 'Confirmar pedido' })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription('Corregí los productos marcados para continuar')
      expect(screen.getByText('Corregí los productos marcados para continuar')).toBeVisible()
      expect(screen.getByRole('link', { name: 'Volver al carrito' })).toHaveAttribute(
        'href',
        '/carrito',
      )
      await user.click(screen.getByLabelText('Nombre'))
      await user.keyboard('{Enter}')
      expect(posts(server)).toHaveLength(0)
    },
  )

  it('says the store has no delivery method yet and sends nothing', async () => {
    const { server, user } = renderCheckout(() => jsonResponse(placedOrder(), 201), {
      store: { ...shop, pickup: false, shipping_flat_fee: null },
    })
    await fillCustomer(user)
    expect(
      screen.getByText(
        'Esta tienda todavía no tiene formas de entrega. Escribile al vendedor para comprar.',
      ),
    ).toBeVisible()
    expect(screen.queryByRole('group', { name: 'Entrega' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled()
    await user.click(screen.getByLabelText('Nombre'))
    await user.keyboard('{Enter}')
    expect(posts(server)).toHaveLength(0)
  })

  it("shows the server's detail when it refuses the order with a 400", async () => {
    const { store, user } = renderCheckout(() =>
      jsonResponse({ detail: 'La tienda no ofrece esa forma de entrega.', code: 'invalid' }, 400),
    )
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        title: 'No se pudo enviar el pedido',
        message: 'La tienda no ofrece esa forma de entrega.',
        errorCode: 400,
      }),
    )
  })

  it('sends one order per press with an Idempotency-Key and the expected total, then opens the order and empties the cart', async () => {
    let answer!: (value: Response) => void
    const { server, user } = renderCheckout(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    )
    await fillCustomer(user)
    await user.type(screen.getByLabelText('Notas'), 'Timbre 2B')
    const button = screen.getByRole('button', { name: 'Confirmar pedido' })
    await user.click(button)
    await user.click(button)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(posts(server)).toHaveLength(1))
    // While sending, the button keeps its name, busy and disabled; a live region says it.
    const busy = screen.getByRole('button', { name: 'Confirmar pedido' })
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(busy).toBeDisabled()
    expect(screen.getByText('Enviando pedido').closest('[aria-live="polite"]')).not.toBeNull()
    const call = posts(server)[0]!
    expect(call.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/)
    expect(call.headers.get('authorization')).toBeNull()
    expect(call.payload).toEqual({
      items: [
        { variant_id: 11, quantity: 2 },
        { variant_id: 12, quantity: 1 },
      ],
      customer: { name: 'Ana Pérez', phone: '+5491122334455' },
      delivery: { method: 'retiro' },
      payment_method: 'a_convenir',
      notes: 'Timbre 2B',
      expected_total: 3049800,
    })
    act(() => answer(jsonResponse(placedOrder(), 201)))
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
    expect(screen.getByLabelText('url')).toHaveTextContent('/pedido/tok_abcdefghijklmnopqrstuv')
    expect(storedCart()).toBeNull()
    expect(posts(server)).toHaveLength(1)
    // The order page shows the order the press was answered with: it is not asked for
    // again (a connection lost right after the order would leave the shopper without it).
    expect(server.keys()).not.toContain('GET store/pedidos/tok_abcdefghijklmnopqrstuv/')
  })

  it('sends a logged-in shopper’s order with their token, and the optional email when typed', async () => {
    const { server, user, store } = renderCheckout(() => jsonResponse(placedOrder(), 201))
    act(() =>
      store.set(updateSessionAtom, { accessToken: 'access-ana', refreshToken: 'refresh-ana' }),
    )
    await fillCustomer(user)
    await user.type(screen.getByLabelText('Email (opcional)'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    await waitFor(() => expect(posts(server)).toHaveLength(1))
    const call = posts(server)[0]!
    expect(call.headers.get('authorization')).toBe('Bearer access-ana')
    expect(call.payload).toMatchObject({
      customer: { name: 'Ana Pérez', phone: '+5491122334455', email: 'ana@example.com' },
    })
  })

  it('reuses the Idempotency-Key when the same order is sent again after a failure', async () => {
    let status = 503
    const { server, store, user } = renderCheckout(() =>
      status === 503
        ? jsonResponse({ detail: 'x', code: 'unavailable' }, 503)
        : jsonResponse(placedOrder(), 200),
    )
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        message: 'No se pudo enviar el pedido',
        errorCode: 503,
      }),
    )
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez')
    status = 200
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
    const [first, second] = posts(server)
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'))
  })

  it('keeps the key of an unanswered attempt across a reload of the page', async () => {
    const first = renderCheckout(() => jsonResponse({ detail: 'x', code: 'unavailable' }, 502))
    await fillCustomer(first.user)
    await first.user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    await waitFor(() => expect(posts(first.server)).toHaveLength(1))
    const key = posts(first.server)[0]!.headers.get('idempotency-key')
    await waitFor(() => expect(first.store.get(snackbarAtom)).toMatchObject({ errorCode: 502 }))
    first.unmount()
    jest.restoreAllMocks()

    const again = renderCheckout(() => jsonResponse(placedOrder(), 200))
    // The tab kept the form too: the shopper presses again.
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana Pérez')
    await again.user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
    expect(posts(again.server)[0]!.headers.get('idempotency-key')).toBe(key)
    expect(sessionStorage.length).toBe(0)
  })

  it('gives up on a press that gets no answer in 30 s: says so, frees the button, and the press again keeps its key', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    try {
      let hang = true
      const { server, store, user } = renderCheckout(() =>
        hang ? new Promise<Response>(() => undefined) : jsonResponse(placedOrder(), 200),
      )
      await fillCustomer(user)
      await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
      await waitFor(() => expect(posts(server)).toHaveLength(1))
      act(() => jest.advanceTimersByTime(30_000))
      await waitFor(() =>
        expect(store.get(snackbarAtom)).toMatchObject({
          message: 'No se pudo enviar el pedido',
          errorCode: null,
        }),
      )
      expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled()
      expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez')
      hang = false
      await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
      expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
      const [first, second] = posts(server)
      expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'))
    } finally {
      jest.useRealTimers()
    }
  })

  /** The API's idempotency: the first press makes the order but its answer is lost (503). */
  function droppingServer() {
    const made = new Map<string, string>()
    return (call: { headers: Headers; payload?: unknown }) => {
      const key = call.headers.get('idempotency-key')!
      const body = JSON.stringify(call.payload)
      const first = made.get(key)
      if (first === undefined) {
        made.set(key, body)
        return jsonResponse({ detail: 'x', code: 'unavailable' }, 503)
      }
      return first === body
        ? jsonResponse(placedOrder(), 200)
        : jsonResponse(
            {
              detail: 'Esta clave de pedido ya se usó con otros datos.',
              code: 'idempotency_conflict',
            },
            409,
          )
    }
  }

  it('after a press without an answer, a changed form keeps the key and shows the order it made, not a second one', async () => {
    const { server, store, user } = renderCheckout(droppingServer())
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    await waitFor(() => expect(store.get(snackbarAtom)).toMatchObject({ errorCode: 503 }))
    // The shopper adds a note and presses again: the same key, so no second order.
    await user.type(screen.getByLabelText('Notas'), 'Timbre 2B')
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
    const keys = posts(server).map((call) => call.headers.get('idempotency-key'))
    expect(new Set(keys).size).toBe(1)
    // The second press (409), then the first body again, which answers its order.
    expect(posts(server).map((call) => (call.payload as { notes?: string }).notes ?? null)).toEqual(
      [null, 'Timbre 2B', null],
    )
    // Said once the first press's error has had its turn.
    act(() => store.set(hideSnackbarAtom))
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'warning',
      message:
        'Tu pedido ya nos había llegado antes del corte: es este. Lo que cambiaste después no se envió.',
    })
    // The same lines: the cart was that order's.
    expect(storedCart()).toBeNull()
  })

  it('takes an answer cut off on the way as no answer: the press again brings the order', async () => {
    let cut = true
    const { server, user } = renderCheckout(() =>
      cut ? new Response('{"number":10', { status: 201 }) : jsonResponse(placedOrder(), 200),
    )
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    await waitFor(() => expect(posts(server)).toHaveLength(1))
    // Still the checkout, with what was typed: not a page for an order it cannot name.
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana Pérez')
    cut = false
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
    const [first, second] = posts(server)
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'))
  })

  it('after a press without an answer, the store opened again in a new tab still uses its key', async () => {
    const answer = droppingServer()
    const first = renderCheckout(answer)
    await fillCustomer(first.user)
    await first.user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    await waitFor(() => expect(first.store.get(snackbarAtom)).toMatchObject({ errorCode: 503 }))
    const key = posts(first.server)[0]!.headers.get('idempotency-key')
    first.unmount()
    jest.restoreAllMocks()
    // A new tab: what was typed is gone (it was this tab's), the cart and the attempt are not.
    sessionStorage.clear()

    const again = renderCheckout(answer)
    await again.user.type(await screen.findByLabelText('Nombre'), 'Ana P.')
    await again.user.type(screen.getByLabelText('Teléfono (WhatsApp)'), '11 2233-4455')
    await again.user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
    expect(posts(again.server).every((call) => call.headers.get('idempotency-key') === key)).toBe(
      true,
    )
  })

  it('shows a price change, keeps the form, and sends the new total with a new key', async () => {
    let prices = [remeraM, taza]
    let refused = false
    const { server, user } = renderCheckout(
      () => {
        if (refused) return jsonResponse(placedOrder(), 201)
        refused = true
        prices = [{ ...remeraM, price: 1399900 }, taza]
        return priceChanged(3249800, [{ variant_id: 11, unit_price: 1399900 }])
      },
      { variants: () => prices },
    )
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Los precios cambiaron. Revisá el total.')
    expect(alert).toHaveTextContent('Nuevo total: $ 32.498,00')
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Resumen' })).toHaveTextContent('$ 32.498,00'),
    )
    const [remera, mug] = within(screen.getByRole('region', { name: 'Resumen' })).getAllByRole(
      'listitem',
    )
    expect(remera).toHaveTextContent('Ahora $ 13.999,00 c/u')
    const before = within(remera!).getByText('Antes $ 12.999,00')
    expect(before.tagName).toBe('DEL')
    expect(mug).not.toHaveTextContent('Antes')
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez')
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
    const [first, second] = posts(server)
    expect((second!.payload as { expected_total: number }).expected_total).toBe(3249800)
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'))
  })

  it('after a price change, keeps the button busy until the new prices are read, then sends them', async () => {
    let prices = [remeraM, taza]
    let answerRead = () => {}
    const { server, user } = renderCheckout(
      () => {
        if (posts(server).length > 1) return jsonResponse(placedOrder(), 201)
        prices = [{ ...remeraM, price: 1399900 }, taza]
        return priceChanged(3249800, [{ variant_id: 11, unit_price: 1399900 }])
      },
      {
        // The cart's read after the 409 answers when the test says so.
        variants: async () => {
          if (prices[0] !== remeraM) await new Promise<void>((resolve) => (answerRead = resolve))
          return prices
        },
      },
    )
    await fillCustomer(user)
    const button = screen.getByRole('button', { name: 'Confirmar pedido' })
    await user.click(button)
    await screen.findByRole('alert')
    // The old total is still shown: a press now would be refused again.
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await user.click(button)
    expect(posts(server)).toHaveLength(1)
    act(() => answerRead())
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
    expect((posts(server)[1]!.payload as { expected_total: number }).expected_total).toBe(3249800)
  })

  it('after a price change from the shipping fee, reads the store again and sends the new total', async () => {
    let fee = shop.shipping_flat_fee!
    const { server, user } = renderCheckout(
      (call) => {
        const { expected_total } = call.payload as { expected_total: number }
        // The owner raised the fee just before the first press.
        fee = 200000
        if (expected_total === 3049800 + fee) return jsonResponse(placedOrder(), 201)
        return priceChanged(3049800 + fee, [
          { variant_id: 11, unit_price: remeraM.price },
          { variant_id: 12, unit_price: taza.price },
        ])
      },
      { resume: () => ({ ...shop, shipping_flat_fee: fee }) },
    )
    await fillCustomer(user)
    await user.click(screen.getByRole('radio', { name: 'Envío a domicilio' }))
    await user.type(screen.getByLabelText('Dirección'), 'Calle Falsa 123')
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Nuevo total: $ 32.498,00')
    const summary = screen.getByRole('region', { name: 'Resumen' })
    await waitFor(() => expect(summary).toHaveTextContent('$ 2.000,00'))
    expect(summary).toHaveTextContent('$ 32.498,00')
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByRole('heading', { name: 'Pedido #1001 recibido' })).toBeVisible()
    expect(posts(server)).toHaveLength(2)
  })

  it('shows the lines an out_of_stock 409 names and blocks the order until the cart is fixed', async () => {
    let stock: number | null = null
    const { server, user } = renderCheckout(
      () => {
        stock = 1
        return jsonResponse(
          {
            detail: 'Algunos productos ya no tienen stock suficiente',
            code: 'out_of_stock',
            lines: [{ variant_id: 11, available: 1, reason: 'short' }],
          },
          409,
        )
      },
      { variants: () => [{ ...remeraM, stock }, taza] },
    )
    await fillCustomer(user)
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Algunos productos ya no tienen stock suficiente',
    )
    const summary = screen.getByRole('region', { name: 'Resumen' })
    expect(summary).toHaveTextContent('Quedan 1')
    expect(screen.getByRole('link', { name: 'Volver al carrito' })).toHaveAttribute(
      'href',
      '/carrito',
    )
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled()
    expect(screen.getByText('Corregí los productos marcados para continuar')).toBeVisible()
    await user.click(screen.getByLabelText('Nombre'))
    await user.keyboard('{Enter}')
    expect(posts(server)).toHaveLength(1)
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez')
    // Fixed in the cart, the form is still as the shopper left it.
    await user.click(screen.getByRole('link', { name: 'Volver al carrito' }))
    await user.click(await screen.findByRole('button', { name: /^Quitar una unidad de Remera/ }))
    await user.click(await screen.findByRole('button', { name: 'Finalizar compra' }))
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana Pérez')
    expect(screen.getByLabelText('Teléfono (WhatsApp)')).toHaveValue('+54 9 11 2233-4455')
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled()
  })
})
