import { Heading, SimpleGrid, Stack } from '@vitrina/ui'
import { memo, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { THEME_NS } from '../locales'
import {
  COLOR_ROLES,
  type ColorMode,
  type DraftProblem,
  type DraftUpdate,
  paletteKey,
  type ThemeDraft,
  withColor,
} from '../theme-draft'
import { useProblemText } from '../use-problem-text'
import { ColorField } from './color-field'
import { ModeTabs } from './mode-tabs'

export interface ColorsSectionProps {
  light: ThemeDraft['light_colors']
  dark: ThemeDraft['dark_colors']
  problems: Record<string, DraftProblem>
  onChange: DraftUpdate
}

/** 'Colores': the colour set of each mode, one tab each. */
export const ColorsSection = memo(function ColorsSection({
  light,
  dark,
  problems,
  onChange,
}: ColorsSectionProps) {
  const { t } = useTranslation(THEME_NS)
  const problemText = useProblemText()
  const [mode, setMode] = useState<ColorMode>('light')
  const onColor = useCallback(
    (role: string, value: string) => onChange((draft) => withColor(draft, mode, role, value)),
    [mode, onChange],
  )
  const hasProblem = (m: ColorMode) =>
    Object.keys(problems).some((field) => field.startsWith(`${paletteKey(m)}.`))
  const colors = (mode === 'light' ? light : dark).colors
  return (
    <Stack as="section" aria-labelledby="theme-colors-title" gap="3">
      <Heading as="h2" id="theme-colors-title">
        {t('colors.title')}
      </Heading>
      <ModeTabs
        label={t('colors.modes')}
        value={mode}
        onChange={setMode}
        tabs={(['light', 'dark'] as const).map((m) => ({
          value: m,
          label: t(`colors.${m}`),
          alert: hasProblem(m),
        }))}
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {COLOR_ROLES.map((role) => {
            const problem = problems[`${paletteKey(mode)}.colors.${role}`]
            return (
              <ColorField
                key={`${mode}-${role}`}
                role={role}
                label={t(`colors.roles.${role}`)}
                value={colors[role] ?? ''}
                onColor={onColor}
                problem={problem ? problemText(problem) : undefined}
              />
            )
          })}
        </SimpleGrid>
      </ModeTabs>
    </Stack>
  )
})
