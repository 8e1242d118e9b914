import { mountStandalone } from '@vitrina/shared'

import StorefrontRoutes from './exposes/routes'

// Solo development: this remote's routes inside the shared providers.
void mountStandalone(StorefrontRoutes)
