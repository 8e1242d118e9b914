import '../locales'

import { usePageFocus } from '@vitrina/shared/a11y'
import { Route, Routes } from 'react-router-dom'

import { LoginPage } from '../features/login/login-page'
import { ProfilePage } from '../features/profile/profile-page'
import { SignupLink } from '../features/signup/signup-link'
import { SignupPage } from '../features/signup/signup-page'

/**
 * Federation module `auth/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function AuthRoutes() {
  // After a move (from the store to 'Ingresar', between login and sign-up), the focus
  // goes to the new page's heading, as in the storefront and the admin.
  usePageFocus()
  return (
    <Routes>
      <Route path="/login" element={<LoginPage footer={<SignupLink />} />} />
      <Route path="/perfil" element={<ProfilePage />} />
      <Route path="/crear-tienda" element={<SignupPage />} />
    </Routes>
  )
}
