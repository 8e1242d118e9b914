import { type Language, setLanguage } from '@vitrina/shared'
import { Button } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

/** Switches between Spanish and English; the choice is remembered as `language`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('host')
  const next: Language = i18n.language === 'en' ? 'es' : 'en'
  return (
    <Button
      variant="ghost"
      color="inherit"
      size="sm"
      // The name starts with the visible code, so 'EN' said aloud finds the button (WCAG 2.5.3).
      aria-label={t('appBar.language', {
        language: t(`languages.${next}`),
        code: next.toUpperCase(),
      })}
      onClick={() => void setLanguage(next)}
    >
      {next.toUpperCase()}
    </Button>
  )
}
