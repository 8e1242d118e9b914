import '../../locales'

import {
  hideSnackbarAtom,
  pendingSnackbarCountAtom,
  SNACKBAR_DEFAULT_DISPLAY_MS,
  snackbarAtom,
  type SnackbarType,
} from '@vitrina/shared'
import { Box, CloseButton, Flex, Text } from '@vitrina/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { type PointerEvent, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { APP_BAR_HEIGHT } from '../app-bar/app-bar'

/** A horizontal drag longer than this dismisses the snackbar (product-rules §9). */
export const SWIPE_DISMISS_PX = 50

/**
 * How long a notice the app raised by itself (`brief`: the manifest loaded) stays once another message waits behind it: long
 * enough to be read, short enough that what the user just did is answered
 * within seconds, not after every startup notice's full time. Any other
 * message (a welcome, 'Pedido actualizado', a warning, an error) keeps its
 * full time: it answers the user, or asks to be read.
 */
export const SNACKBAR_TURN_MS = 1500

const COLORS: Record<SnackbarType, { bg: string; fg: string }> = {
  error: { bg: '#d32f2f', fg: 'white' },
  warning: { bg: '#ffa000', fg: 'black' },
  success: { bg: '#2e7d32', fg: 'white' },
}

/** The one global snackbar: top right, 360 wide, raised from anywhere with `notify`. */
export function Snackbar() {
  const { t } = useTranslation(['host', 'common'])
  const state = useAtomValue(snackbarAtom)
  const hide = useSetAtom(hideSnackbarAtom)
  const waiting = useAtomValue(pendingSnackbarCountAtom)
  const swipeStart = useRef<number | null>(null)
  const shownAt = useRef(0)

  useEffect(() => {
    if (state.show) shownAt.current = Date.now()
  }, [state])
  useEffect(() => {
    if (!state.show) return undefined
    const full = state.timeout ?? SNACKBAR_DEFAULT_DISPLAY_MS
    const shown = Date.now() - shownAt.current
    const until = waiting > 0 && state.brief ? Math.min(full, SNACKBAR_TURN_MS) : full
    const timer = setTimeout(hide, Math.max(0, until - shown))
    return () => clearTimeout(timer)
  }, [state, waiting, hide])

  if (!state.show) return null
  const colors = COLORS[state.type]
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerEnd = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start !== null && Math.abs(event.clientX - start) > SWIPE_DISMISS_PX) hide()
  }

  return (
    <Box
      role={state.type === 'error' ? 'alert' : 'status'}
      data-type={state.type}
      position="fixed"
      // Top right, below the app bar so the account menu stays reachable.
      top={`calc(${APP_BAR_HEIGHT} + 8px)`}
      right="4"
      width="360px"
      maxWidth="calc(100vw - 32px)"
      zIndex="toast"
      bg={colors.bg}
      color={colors.fg}
      borderRadius="md"
      boxShadow="lg"
      paddingX="4"
      paddingY="3"
      touchAction="pan-y"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => (swipeStart.current = null)}
    >
      <Flex align="flex-start" gap="2">
        <Box flex="1">
          {state.title && <Text fontWeight="bold">{state.title}</Text>}
          <Text>{state.message}</Text>
          {state.errorCode !== null && (
            // Full strength: at 90 % the white on red was 4.3:1, under AA's 4.5:1 for small text.
            <Text fontSize="sm">{t('common:snack.code', { code: state.errorCode })}</Text>
          )}
        </Box>
        <CloseButton
          size="sm"
          color="inherit"
          aria-label={t('host:snackbar.close')}
          onClick={hide}
        />
      </Flex>
    </Box>
  )
}
