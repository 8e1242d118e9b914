import { logout } from '@vitrina/shared'
import { Box, chakra, Separator, Stack, Text } from '@vitrina/ui'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'

import { LogoutIcon, PaletteIcon } from '../../components/icons'
import {
  APPEARANCE_ENTRIES,
  DASHBOARD_ENTRY,
  OTHER_ENTRIES,
  type SidebarEntry,
} from './sidebar-entries'

export interface AdminSidebarProps {
  /** Icons only (desktop mini mode). */
  mini: boolean
  /** Called after an entry is chosen (closes the temporary drawer on mobile). */
  onNavigate?: () => void
  /** Badge counts by entry label (`orders`: the pending orders); 0 or null shows none. */
  counts?: Partial<Record<string, number | null>>
}

const StyledNavLink = chakra(NavLink)

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  minH: '44px',
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  fontSize: 'sm',
  w: '100%',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.500' },
} as const

/**
 * The badge, drawn from `data-count` by CSS so the link's only text is its
 * name; the count is in that name ('Pedidos (3 pendientes)'), as a screen
 * reader and voice control both expect (axe: label-content-name-mismatch).
 */
function badgeStyle(mini: boolean) {
  return {
    content: 'attr(data-count)',
    minW: '5',
    h: '5',
    px: '1',
    borderRadius: 'full',
    bg: 'orange.700',
    color: 'white',
    fontSize: 'xs',
    fontWeight: 'bold',
    lineHeight: '1.25rem',
    textAlign: 'center',
    ...(mini ? { position: 'absolute', top: '1', insetEnd: '2' } : { ms: 'auto' }),
  } as const
}

function EntryIcon({ entry }: { entry: Pick<SidebarEntry, 'icon'> }) {
  const Icon = entry.icon
  return (
    <Box as="span" fontSize="xl" display="inline-flex" flexShrink={0}>
      <Icon />
    </Box>
  )
}

/** The admin sidebar entries of product-rules §2, ending with a divider and Logout. */
export function AdminSidebar({ mini, onNavigate, counts = {} }: AdminSidebarProps) {
  const { t } = useTranslation('admin')
  const ids = useId()

  function link(entry: SidebarEntry, nested = false) {
    const label = t(`sidebar.${entry.label}`)
    const count = entry.countLabel ? (counts[entry.label] ?? 0) : 0
    const countText = count > 0 ? t(`sidebar.${entry.countLabel}`, { count }) : null
    const countId = `${ids}-${entry.label}-count`
    return (
      <li key={entry.to}>
        <StyledNavLink
          to={entry.to}
          end={entry.end}
          onClick={onNavigate}
          // The name is the entry's alone ('Pedidos'); the count is its description.
          aria-label={mini || countText ? label : undefined}
          aria-describedby={countText ? countId : undefined}
          title={mini ? (countText ? `${label} (${countText})` : label) : undefined}
          data-count={count > 0 ? (count > 99 ? '99+' : String(count)) : undefined}
          position="relative"
          _after={count > 0 ? badgeStyle(mini) : undefined}
          {...itemStyle}
          justifyContent={mini ? 'center' : 'flex-start'}
          ps={nested && !mini ? '8' : '3'}
          _currentPage={{
            bg: 'colorPalette.subtle',
            color: 'colorPalette.fg',
            fontWeight: 'semibold',
          }}
          colorPalette="blue"
        >
          <EntryIcon entry={entry} />
          {mini ? null : <span>{label}</span>}
          {countText && (
            <chakra.span id={countId} srOnly>
              {countText}
            </chakra.span>
          )}
        </StyledNavLink>
      </li>
    )
  }

  const list = { as: 'ul', listStyleType: 'none', m: 0, p: 0, gap: '1' } as const
  return (
    <Stack as="nav" aria-label={t('layout.navigation')} p="2" gap="1">
      <Stack {...list}>
        {link(DASHBOARD_ENTRY)}
        <li>
          <Box
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            minH="36px"
            color="fg.muted"
            justifyContent={mini ? 'center' : 'flex-start'}
            title={mini ? t('sidebar.appearance') : undefined}
          >
            <EntryIcon entry={{ icon: PaletteIcon }} />
            {mini ? null : (
              <Text
                as="span"
                id="admin-appearance-group"
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
              >
                {t('sidebar.appearance')}
              </Text>
            )}
          </Box>
          <Stack
            {...list}
            aria-labelledby={mini ? undefined : 'admin-appearance-group'}
            aria-label={mini ? t('sidebar.appearance') : undefined}
          >
            {APPEARANCE_ENTRIES.map((entry) => link(entry, true))}
          </Stack>
        </li>
        {OTHER_ENTRIES.map((entry) => link(entry))}
      </Stack>
      <Separator my="2" />
      <chakra.button
        type="button"
        {...itemStyle}
        justifyContent={mini ? 'center' : 'flex-start'}
        cursor="pointer"
        bg="transparent"
        border="none"
        aria-label={mini ? t('sidebar.logout') : undefined}
        title={mini ? t('sidebar.logout') : undefined}
        onClick={() => {
          onNavigate?.()
          void logout()
        }}
      >
        <EntryIcon entry={{ icon: LogoutIcon }} />
        {mini ? null : <span>{t('sidebar.logout')}</span>}
      </chakra.button>
    </Stack>
  )
}
