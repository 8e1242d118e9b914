import { formatRatio } from '@vitrina/shared/rules'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from './locales'
import type { DraftProblem } from './theme-draft'

/** The text of a draft's problem in the page's language ('Contraste insuficiente (2,9:1). Mínimo 4,5:1.'). */
export function useProblemText(): (problem: DraftProblem) => string {
  const { t, i18n } = useTranslation(THEME_NS)
  const language = i18n.language
  return (problem) => {
    if (problem.kind === 'contrast') {
      return t('problems.contrast', {
        ratio: formatRatio(problem.ratio, language),
        minimum: formatRatio(problem.minimum, language),
      })
    }
    if (problem.kind === 'size') return t('problems.size', { min: problem.min, max: problem.max })
    return t('problems.color')
  }
}
