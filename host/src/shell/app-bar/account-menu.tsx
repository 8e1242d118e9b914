import {
  getRuntimeConfig,
  isLoggedInAtom,
  isOwnerAtom,
  isPlatformHost,
  LOGIN_PATH,
  logout,
  navigate,
} from '@vitrina/shared'
import { IconButton, Menu, Portal } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { type ComponentProps, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AccountIcon } from '../icons/icons'

/** Register only records the click: the product has no sign-up screen (product-rules §2). */
export function recordRegisterClick(): void {
  console.info('[account] register clicked')
}

function AccountButton(props: Omit<ComponentProps<typeof IconButton>, 'children'>) {
  const { t } = useTranslation('host')
  return (
    <IconButton aria-label={t('appBar.account')} variant="ghost" color="inherit" {...props}>
      <AccountIcon />
    </IconButton>
  )
}

/**
 * The account button. The menu (Chakra's `Menu`, a part of @vitrina/ui that
 * loads when first rendered) is not part of the first view: the first press
 * renders it, already open; until its code has arrived the button stays.
 */
export function AccountMenu() {
  const [pressed, setPressed] = useState(false)
  if (pressed) return <AccountMenuContent defaultOpen />
  return <AccountButton aria-haspopup="menu" onClick={() => setPressed(true)} />
}

/** The platform's own host, with public sign-up on, offers 'Creá tu tienda'. */
const offersSignup = () => Boolean(getRuntimeConfig().platform?.signup) && isPlatformHost()

/**
 * Logged out: Login and Register. Logged in: a divider, then 'manage store'
 * for the owner or 'my profile' for anyone else, then Logout. On the
 * platform's own host, 'Creá tu tienda' last.
 */
function AccountMenuContent({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation('host')
  const loggedIn = useAtomValue(isLoggedInAtom)
  const owner = useAtomValue(isOwnerAtom)
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountButton />
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
                <Menu.Item value="login" onClick={() => navigate(LOGIN_PATH)}>
                  {t('appBar.login')}
                </Menu.Item>
                <Menu.Item value="register" onClick={recordRegisterClick}>
                  {t('appBar.register')}
                </Menu.Item>
              </>
            )}
            {offersSignup() && (
              <Menu.Item value="create-store" onClick={() => navigate('/crear-tienda')}>
                {t('appBar.createStore')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
