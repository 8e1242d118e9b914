import { UiProvider, type VitrinaSystem } from '@vitrina/ui'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

import { i18n } from '../i18n/i18n'
import { appStore } from '../store/app-store'

export interface AppProvidersProps {
  system?: VitrinaSystem
  children: ReactNode
}

/**
 * The shared providers: the app store, the i18n instance and the one Chakra
 * provider. The host mounts them once; a remote running standalone mounts them
 * itself. Remotes rendered inside the host must not mount them again.
 */
export function AppProviders({ system, children }: AppProvidersProps) {
  return (
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <UiProvider system={system}>{children}</UiProvider>
      </I18nextProvider>
    </JotaiProvider>
  )
}
