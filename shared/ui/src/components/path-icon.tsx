import { type HTMLChakraProps, Icon } from '@chakra-ui/react'
import type { ReactElement } from 'react'

export type PathIconProps = HTMLChakraProps<'svg'>

/**
 * An icon component from one 24×24 SVG path (Material Design paths, Apache-2.0),
 * so no app needs an icon package. Decorative: the control around it carries
 * the accessible name. 1em square unless `defaults` or the props say otherwise.
 */
export function pathIcon(
  d: string,
  defaults: PathIconProps = {},
): (props: PathIconProps) => ReactElement {
  return function PathIcon(props: PathIconProps) {
    return (
      <Icon asChild boxSize="1em" {...defaults} {...props}>
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <path d={d} />
        </svg>
      </Icon>
    )
  }
}
