import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { appStore, setStoreInfoAtom } from '@vitrina/shared'
import { renderWithProviders, testStoreInfo } from '@vitrina/shared/testing'

import { PwaBanner } from '../shell/pwa-banner/pwa-banner'
import { type BeforeInstallPromptEvent, shouldShowInstallBanner } from './banner-rules'
import { installPromptAtom } from './install-prompt'
import { buildManifest } from './web-manifest'

function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt') as BeforeInstallPromptEvent
  const prompt = jest.fn(async () => {})
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) })
  return { event, prompt }
}

describe('install banner rules', () => {
  it.each([
    [{ hasPrompt: true, standalone: false, dismissed: false }, true],
    [{ hasPrompt: false, standalone: false, dismissed: false }, false],
    [{ hasPrompt: true, standalone: true, dismissed: false }, false],
    [{ hasPrompt: true, standalone: false, dismissed: true }, false],
  ])('%j → %p', (input, expected) => {
    expect(shouldShowInstallBanner(input)).toBe(expected)
  })
})

describe('PwaBanner', () => {
  beforeEach(() => localStorage.clear())

  it('stays hidden until the browser offers a prompt', () => {
    renderWithProviders(<PwaBanner />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it.each(['accepted', 'dismissed'] as const)(
    'Instalar prompts and, %s, never shows again',
    async (outcome) => {
      renderWithProviders(<PwaBanner />)
      const { event, prompt } = fakePrompt(outcome)
      act(() => {
        appStore.set(setStoreInfoAtom, testStoreInfo({ owner_user_id: 1 }))
        appStore.set(installPromptAtom, event)
      })
      expect(screen.getByRole('dialog', { name: 'Instala Demo' })).toBeInTheDocument()

      await userEvent.click(screen.getByRole('button', { name: 'Instalar' }))

      expect(prompt).toHaveBeenCalled()
      expect(localStorage.getItem('pwa-banner')).toBe('yes')
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    },
  )

  it('Cerrar dismisses it for good', async () => {
    renderWithProviders(<PwaBanner />)
    act(() => appStore.set(installPromptAtom, fakePrompt('dismissed').event))
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(localStorage.getItem('pwa-banner')).toBe('yes')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('is not shown again once dismissed', () => {
    localStorage.setItem('pwa-banner', 'yes')
    renderWithProviders(<PwaBanner />)
    act(() => appStore.set(installPromptAtom, fakePrompt('accepted').event))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('buildManifest', () => {
  it('names the app after the store, with its logo as icons and its colours', () => {
    const manifest = buildManifest(
      {
        id: 1,
        subdomain: 'demo',
        name: 'Tienda Demo',
        nombre: 'Tienda Demo',
        owner_user_id: 1,
        currency: 'ARS',
        whatsapp: null,
        payment_methods: ['a_convenir'],
        pickup: false,
        shipping_flat_fee: null,
        logo: '/media/l.png',
        logo_url: '/media/l.png',
        logos: [{ id: 1, image: '/media/l.png', position: 0 }],
      },
      { primary: '#123456', background: '#fafafa' },
      'http://demo.localhost:8080',
    )
    expect(manifest).toMatchObject({
      name: 'Tienda Demo',
      start_url: 'http://demo.localhost:8080/',
      display: 'standalone',
      theme_color: '#123456',
      background_color: '#fafafa',
    })
    expect(manifest.icons[0]).toEqual({
      src: 'http://demo.localhost:8080/media/l.png',
      sizes: '192x192',
      type: 'image/png',
      purpose: 'any',
    })
  })
})
