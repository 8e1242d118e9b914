import { Heading, SimpleGrid, Stack } from '@vitrina/ui'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'
import {
  type DraftUpdate,
  sizeProblem,
  TEXT_STYLE_NAMES,
  type ThemeDraft,
  withTypography,
} from '../theme-draft'
import { useProblemText } from '../use-problem-text'
import { FontSelect } from './font-select'
import { TextStyleFields } from './text-style-fields'

export interface TypographySectionProps {
  typography: ThemeDraft['typography']
  onChange: DraftUpdate
}

/** 'Tipografía': the two families and the size and weight of h1, h2, h3 and body1. */
export const TypographySection = memo(function TypographySection({
  typography,
  onChange,
}: TypographySectionProps) {
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
            value={typography[key]}
            onChange={(family) => onChange((draft) => withTypography(draft, { [key]: family }))}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {TEXT_STYLE_NAMES.map((style) => {
          const problem = sizeProblem(typography, style)
          return (
            <TextStyleFields
              key={style}
              typography={typography}
              style={style}
              problem={problem ? problemText(problem) : undefined}
              onChange={onChange}
            />
          )
        })}
      </SimpleGrid>
    </Stack>
  )
})
