import { mountStandalone } from '@vitrina/shared'

import AdminRoutes from './exposes/routes'

// Solo development: this remote's routes inside the shared providers.
void mountStandalone(AdminRoutes)
