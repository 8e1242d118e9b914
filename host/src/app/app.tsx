import { AppProviders } from '@vitrina/shared'

import { RemoteSwitch } from './remote-switch'

/** The host's whole UI: shared providers, the shell, and the remote for the current path. */
export function App() {
  return (
    <AppProviders>
      <RemoteSwitch />
    </AppProviders>
  )
}
