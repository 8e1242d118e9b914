import { addTranslations } from '@vitrina/shared'

import en from './en/auth.json'
import es from './es/auth.json'

/** Registers the `auth` namespace on the shared i18n instance (once per page). */
addTranslations('auth', { es, en })
