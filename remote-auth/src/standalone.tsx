import { mountStandalone } from '@vitrina/shared'

import AuthRoutes from './exposes/routes'

// Solo development: this remote's routes inside the shared providers.
void mountStandalone(AuthRoutes)
