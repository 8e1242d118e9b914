import { isLoggedInAtom, isOwnerAtom, logout, navigate } from '@vitrina/shared'
import { IconButton, Menu, Portal } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'

import { AccountIcon } from '../icons/icons'

/** Register only records the click: the product has no sign-up screen (product-rules §2). */
export function recordRegisterClick(): void {
  console.info('[account] register clicked')
}

/**
 * Logged out: Login and Register. Logged in: a divider, then 'manage store'
 * for the owner or 'my profile' for anyone else, then Logout.
 */
export function AccountMenu() {
  const { t } = useTranslation('host')
  const loggedIn = useAtomValue(isLoggedInAtom)
  const owner = useAtomValue(isOwnerAtom)
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={t('appBar.account')} variant="ghost" color="inherit">
          <AccountIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="200px">
            {loggedIn ? (
              <>
                <Menu.Separator />
                {owner ? (
                  <Menu.Item value="manage-store" onClick={() => navigate('/admin')}>
                    {t('appBar.manageStore')}
                  </Menu.Item>
                ) : (
                  <Menu.Item value="profile" onClick={() => navigate('/perfil')}>
                    {t('appBar.myProfile')}
                  </Menu.Item>
                )}
                <Menu.Item value="logout" onClick={() => void logout()}>
                  {t('appBar.logout')}
                </Menu.Item>
              </>
            ) : (
              <>
                <Menu.Item value="login" onClick={() => navigate('/login')}>
                  {t('appBar.login')}
                </Menu.Item>
                <Menu.Item value="register" onClick={recordRegisterClick}>
                  {t('appBar.register')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
