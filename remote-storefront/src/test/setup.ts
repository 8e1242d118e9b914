import { forgetProductLists } from '../features/catalogue/use-product-list'

// Each test is a new page: no grid kept from the test before.
beforeEach(forgetProductLists)
