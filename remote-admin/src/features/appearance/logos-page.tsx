import { ImageManagementPage } from './image-management-page'

/** /admin/apariencia/logos */
export function LogosPage() {
  return <ImageManagementPage kind="logos" />
}
