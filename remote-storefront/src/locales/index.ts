import { addTranslations } from '@vitrina/shared'

import en from './en/storefront.json'
import es from './es/storefront.json'

/** Registers the `storefront` namespace on the shared i18n instance (once per page). */
addTranslations('storefront', { es, en })
