export { jsonResponse, requestOf } from './fetch'
export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers'
