import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

import { storage, STORAGE_KEYS } from '../session/storage'
import en from './locales/en.json'
import es from './locales/es.json'

export type Language = 'es' | 'en'
export const LANGUAGES: readonly Language[] = ['es', 'en']

function storedLanguage(): Language {
  const value = storage.get(STORAGE_KEYS.language)
  return value === 'en' ? 'en' : 'es'
}

/** The one i18next instance of the page: `es` by default, `en` as fallback. */
export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  ns: ['common'],
  defaultNS: 'common',
  resources: { es: { common: es }, en: { common: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
})

/** Adds an app's namespace (`host`, `storefront`, `auth`, `admin`) in both languages. */
export function addTranslations(ns: string, bundles: Record<Language, object>): void {
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, ns, bundles[lng], true, true)
}

/** Switches language and remembers the choice on the device. */
export async function setLanguage(lng: Language): Promise<void> {
  storage.set(STORAGE_KEYS.language, lng)
  await i18n.changeLanguage(lng)
  if (typeof document !== 'undefined') document.documentElement.lang = lng
}
