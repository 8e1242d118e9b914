import { addTranslations } from '@vitrina/shared'

import en from './en/host.json'
import es from './es/host.json'

/** Registers the `host` namespace on the shared i18n instance (once per page). */
addTranslations('host', { es, en })
