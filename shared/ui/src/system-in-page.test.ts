import { createVitrinaSystem, withGlobalStylesInPage } from './system'

describe('a system whose global styles the page carries', () => {
  it('builds its global styles only when they are read (patches/@chakra-ui__react@3.37.0.patch)', () => {
    const system = createVitrinaSystem()
    expect(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get).toBe('function')
    expect(system._global).toHaveLength(3)
    expect(system._global).toBe(system._global)
  })

  it('gives the provider no global styles and is the system in every other way', () => {
    const system = createVitrinaSystem()
    const inPage = withGlobalStylesInPage(system)
    expect(inPage._global).toEqual([])
    expect(inPage.token('colors.red.700')).toBe(system.token('colors.red.700'))
    expect(inPage.css({ color: 'fg.error' })).toEqual(system.css({ color: 'fg.error' }))
    expect(inPage.breakpoints).toBe(system.breakpoints)
    expect(withGlobalStylesInPage(system)).toBe(inPage)
  })
})
