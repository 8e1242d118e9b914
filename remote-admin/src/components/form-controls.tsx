import { chakra } from '@vitrina/ui'

const control = {
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'bg',
  color: 'fg',
  fontSize: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '1px' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  _invalid: { borderColor: 'border.error' },
} as const

/**
 * A native `<select>` styled like the inputs: the 1.0.0 `@vitrina/ui` has no
 * select part, and a native one is keyboard and screen reader friendly as is.
 */
export const NativeSelect = chakra('select', {
  base: { ...control, h: '10', px: '3', minW: '0' },
})

/** A native multi-line text field styled like the inputs. */
export const TextArea = chakra('textarea', {
  base: { ...control, px: '3', py: '2', w: '100%', minH: '24', resize: 'vertical' },
})

/** A native checkbox at a comfortable size. */
export const CheckBox = chakra('input', {
  base: { w: '4', h: '4', flexShrink: 0, accentColor: 'blue.600', cursor: 'pointer' },
})
