import { addTranslations } from '@vitrina/shared'

import en from './en.json'
import es from './es.json'

/** The theme editor's namespace, registered once per page. */
export const THEME_NS = 'themeEditor'

addTranslations(THEME_NS, { es, en })
