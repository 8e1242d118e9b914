export {
  type ApiCall,
  type FakeAnswer,
  fakeApi,
  type FakeHandler,
  jsonResponse,
  requestOf,
  routeKey,
} from './fetch'
export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers'
export { testStoreInfo } from './store-info'
