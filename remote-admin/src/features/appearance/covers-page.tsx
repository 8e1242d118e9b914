import { ImageManagementPage } from './image-management-page'

/** /admin/apariencia/portadas */
export function CoversPage() {
  return <ImageManagementPage kind="covers" />
}
