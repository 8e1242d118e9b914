import { Box, type HTMLChakraProps } from '@vitrina/ui'

export interface ProgressBarProps extends HTMLChakraProps<'div'> {
  /** 0 to 100; null: indeterminate (something is loading). */
  value: number | null
  label: string
}

/**
 * The shell's progress bars: the startup's (the splash, the slim bar over a
 * drawn page) and the app bar's loading bar. A plain element rather than
 * Chakra's `Progress`, whose state machine builds an `Intl.NumberFormat` on
 * its first render, tens of milliseconds on a phone, on the startup path
 * (docs/first-view.md). Same look: Chakra's `xs` track, the palette's solid
 * range, the same indeterminate sweep.
 */
export function ProgressBar({ value, label, ...rest }: ProgressBarProps) {
  const indeterminate = value === null
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={indeterminate ? undefined : value}
      data-state={indeterminate ? 'indeterminate' : 'loading'}
      position="relative"
      height="1.5"
      overflow="hidden"
      bg="bg.muted"
      {...rest}
    >
      <Box
        height="full"
        transitionProperty="width"
        transitionDuration="slow"
        {...(indeterminate
          ? {
              position: 'absolute',
              minWidth: '50%',
              bg: 'transparent',
              backgroundImage:
                'linear-gradient(to right, transparent 0%, var(--chakra-colors-color-palette-solid) 50%, transparent 100%)',
              animation: 'position 1s ease infinite normal none running',
              css: { '--animate-from-x': '-40%', '--animate-to-x': '100%' },
            }
          : { width: `${value}%`, bg: 'colorPalette.solid' })}
      />
    </Box>
  )
}
