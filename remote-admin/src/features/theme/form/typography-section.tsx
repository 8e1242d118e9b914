import { Heading, SimpleGrid, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'
import {
  type DraftProblem,
  TEXT_STYLE_NAMES,
  type ThemeDraft,
  withTypography,
} from '../theme-draft'
import { useProblemText } from '../use-problem-text'
import { FontSelect } from './font-select'
import { TextStyleFields } from './text-style-fields'

export interface TypographySectionProps {
  draft: ThemeDraft
  problems: Record<string, DraftProblem>
  onChange: (draft: ThemeDraft) => void
}

/** 'Tipografía': the two families and the size and weight of h1, h2, h3 and body1. */
export function TypographySection({ draft, problems, onChange }: TypographySectionProps) {
  const { t } = useTranslation(THEME_NS)
  const problemText = useProblemText()
  return (
    <Stack as="section" aria-labelledby="theme-typography-title" gap="3">
      <Heading as="h2" id="theme-typography-title">
        {t('typography.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {(['fontFamily', 'titleFontFamily'] as const).map((key) => (
          <FontSelect
            key={key}
            label={t(`typography.${key}`)}
            value={draft.typography[key]}
            onChange={(family) => onChange(withTypography(draft, { [key]: family }))}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {TEXT_STYLE_NAMES.map((style) => {
          const problem = problems[`typography.${style}.fontSize`]
          return (
            <TextStyleFields
              key={style}
              draft={draft}
              style={style}
              problem={problem ? problemText(problem) : undefined}
              onChange={onChange}
            />
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
