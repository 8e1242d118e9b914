import { storage } from '@vitrina/shared'
import {
  Card,
  CloseButton,
  Flex,
  HStack,
  Link,
  SUBTITLE_STYLE,
  Text,
  VisuallyHidden,
} from '@vitrina/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { DoneIcon, TodoIcon } from './step-icons'
import { FIRST_STEPS, type FirstStep, useFirstSteps } from './use-first-steps'

/** Where each step is done. */
const STEP_PATHS: Record<FirstStep, string> = {
  logo: '/admin/apariencia/logos',
  cover: '/admin/apariencia/portadas',
  product: '/admin/productos',
  contact: '/admin/tienda',
}

/** Remembered per store (storage is per origin, and each store has its own). */
export const FIRST_STEPS_DISMISSED_KEY = 'firstStepsDismissed'

/** 'Primeros pasos': what a new store needs before it sells; each step ticks itself. */
export function FirstStepsCard() {
  const { t } = useTranslation('admin')
  const steps = useFirstSteps()
  const [dismissed, setDismissed] = useState(() => storage.get(FIRST_STEPS_DISMISSED_KEY) === '1')
  if (dismissed || !steps) return null
  const done = FIRST_STEPS.filter((step) => steps[step]).length

  const dismiss = () => {
    storage.set(FIRST_STEPS_DISMISSED_KEY, '1')
    setDismissed(true)
  }

  return (
    <Card.Root as="section" aria-labelledby="first-steps-title">
      <Card.Header>
        <Flex align="start" justify="space-between" gap="2">
          <Card.Title as="h2" id="first-steps-title" {...SUBTITLE_STYLE}>
            {t('firstSteps.title')}
          </Card.Title>
          <CloseButton size="sm" aria-label={t('firstSteps.dismiss')} onClick={dismiss} />
        </Flex>
        <Text color="fg.muted">
          {t('firstSteps.progress', { done, total: FIRST_STEPS.length })}
        </Text>
      </Card.Header>
      <Card.Body as="ul" listStyleType="none" gap="3">
        {FIRST_STEPS.map((step) => (
          <HStack as="li" key={step} gap="3" data-done={steps[step] ? 'true' : 'false'}>
            {steps[step] ? (
              <DoneIcon boxSize="6" color="green.fg" flexShrink={0} />
            ) : (
              <TodoIcon boxSize="6" color="fg.muted" flexShrink={0} />
            )}
            {steps[step] ? (
              <Text textDecoration="line-through" color="fg.muted">
                {t(`firstSteps.steps.${step}`)}
              </Text>
            ) : (
              <Link asChild color="colorPalette.fg" fontWeight="medium">
                <RouterLink to={STEP_PATHS[step]}>{t(`firstSteps.steps.${step}`)}</RouterLink>
              </Link>
            )}
            <VisuallyHidden>
              {t(steps[step] ? 'firstSteps.done' : 'firstSteps.todo')}
            </VisuallyHidden>
          </HStack>
        ))}
      </Card.Body>
    </Card.Root>
  )
}
