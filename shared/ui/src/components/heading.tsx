import { Heading as ChakraHeading, type HeadingProps } from '@chakra-ui/react'
import { forwardRef } from 'react'

/**
 * The store's text style and colour for each heading level: h1 and h2 are
 * headings (`headlineColor`), h3 a subtitle (`subtitleColor`). A style the
 * store leaves unset falls back to the heading's `size`.
 */
export const HEADING_STYLES = {
  h1: { textStyle: 'h1', color: 'brand.headline' },
  h2: { textStyle: 'h2', color: 'brand.headline' },
  h3: { textStyle: 'h3', color: 'brand.subtitle' },
} as const

/** A subtitle: card and dialog titles. */
export const SUBTITLE_STYLE = HEADING_STYLES.h3

type Level = keyof typeof HEADING_STYLES

/** Chakra's Heading in the store's typography and colours for its level (`as`, default h2). */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(props, ref) {
  const level: Level =
    typeof props.as === 'string' && props.as in HEADING_STYLES ? (props.as as Level) : 'h2'
  return <ChakraHeading ref={ref} {...HEADING_STYLES[level]} {...props} />
})
