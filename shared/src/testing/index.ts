export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers'
