import { addTranslations } from '@vitrina/shared'

import en from './en/admin.json'
import es from './es/admin.json'

/** Registers the `admin` namespace on the shared i18n instance (once per page). */
addTranslations('admin', { es, en })
