import { Box, Card, Center, Heading } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

/**
 * The login frame (docs/first-view.md): the card 'Iniciar sesión' as the
 * server draws it on `/login` and the host keeps while the auth remote loads.
 * Its box and title are the ones the auth remote's login card has (centred
 * `main`, padding 4 × 8/16, a card up to `sm` wide, an `h1` of size `xl` in
 * its header), so the remote's card takes its place with nothing moving. The
 * form's place is kept busy until the remote fills it.
 */
export function LoginFrame() {
  const { t } = useTranslation('common')
  return (
    <Center as="main" px="4" py={{ base: '8', md: '16' }} data-login-frame="">
      <Card.Root width="full" maxW="sm">
        <Card.Header>
          <Heading as="h1" size="xl">
            {t('firstView.loginTitle')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Box aria-busy="true" minH={LOGIN_FORM_HEIGHT} />
        </Card.Body>
      </Card.Root>
    </Center>
  )
}

/** About the height of the login form (two fields and the button), so the card keeps its size. */
const LOGIN_FORM_HEIGHT = '13.25rem'
