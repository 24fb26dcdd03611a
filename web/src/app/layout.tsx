import { ActionIcon, Alert, Anchor, AppShell, Burger, Button, Container, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBallFootball, IconLogout } from '@tabler/icons-react';
import { CHAT_MSG, HOME_MSG, MSG, NAV_MSG, TRADES_MSG } from '@poolfoot/domain/messages';
import { isAdmin } from '@poolfoot/domain/roles';
import { Fragment, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { DemoPreparationGate } from '../components/demo-preparation';
import { logout } from '../features/auth';
import { RoomUnread } from '../features/chat';
import { RunningNavLink } from '../features/game';
import { LeagueFromLink, LeagueSwitcher } from '../features/ligues';
import { banner, useBanner } from '../lib/banner';
import { useSessionUser } from '../lib/session';
import { useLatch } from '../lib/use-latch';
import classes from './layout.module.css';
import { PwaNotices } from './pwa/pwa-notices';

type Item = { to: string; label: string };

function useNavItems(): Item[] {
  const user = useSessionUser();
  if (!user) return [{ to: '/login', label: MSG.navLogin }];
  // In no league (role 0): his account is the one page he has.
  if (user.role === 0) return [{ to: '/user/account', label: MSG.navAccount }];
  const items: Item[] = [
    { to: '/home', label: MSG.navHome },
    { to: '/compo', label: HOME_MSG.tileCompo },
    { to: '/compos/rencontres', label: HOME_MSG.tileMatchs },
    { to: '/classement', label: HOME_MSG.tileClassement },
    { to: '/vestiaire', label: CHAT_MSG.title },
    { to: '/team', label: MSG.navTeam },
    { to: '/echanges', label: TRADES_MSG.nav },
    { to: '/stats', label: MSG.stats },
    { to: '/user/account', label: MSG.navAccount },
  ];
  if (isAdmin(user.role)) items.push({ to: '/admin', label: MSG.navAdmin });
  return items;
}

/** The menu's links; `running` (the phone menu, open) adds the draft or the mercato after Home while it runs. */
function NavItems({ onNavigate, running }: { onNavigate?: () => void; running?: boolean }) {
  return useNavItems().map((item) => (
    <Fragment key={item.to}>
      <UnstyledButton component={NavLink} to={item.to} className={classes.link} onClick={onNavigate}>
        {item.label}
        {item.to === '/vestiaire' && (
          <SignedIn>
            <RoomUnread />
          </SignedIn>
        )}
      </UnstyledButton>
      {running && item.to === '/home' && (
        <SignedIn>
          <RunningNavLink className={classes.link} onNavigate={onNavigate} />
        </SignedIn>
      )}
    </Fragment>
  ));
}

/** SPEC.md's logout icon, named (and titled) on a desktop; in the phone menu, with its name in words beside it. */
function LogoutButton({ onDone, labelled }: { onDone?: () => void; labelled?: boolean }) {
  const navigate = useNavigate();
  const user = useSessionUser();
  if (!user) return null;
  const onClick = async () => {
    onDone?.();
    await logout();
    navigate('/login');
  };
  if (labelled) {
    return (
      <Button variant="subtle" color="white" justify="flex-start" leftSection={<IconLogout size={20} aria-hidden />} onClick={onClick}>
        {NAV_MSG.logout}
      </Button>
    );
  }
  return (
    <ActionIcon variant="subtle" color="white" size="lg" aria-label={NAV_MSG.logout} title={NAV_MSG.logout} onClick={onClick}>
      <IconLogout size={20} />
    </ActionIcon>
  );
}

/** What only a signed-in user sees, loaded apart from the shell (Suspense: nothing until it is there). */
function SignedIn({ children }: { children: ReactNode }) {
  return useSessionUser() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function MessageBanner() {
  const current = useBanner();
  const ref = useRef<HTMLDivElement>(null);
  // A message said after an action low on a page (« Créer la ligue ») would show above the screen, or under the sticky
  // header: it is brought into view, below the header (className's scroll margin).
  useEffect(() => {
    if (current) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [current]);
  if (!current) return null;
  return (
    <Alert
      ref={ref}
      className={classes.banner}
      color={current.color}
      variant="light"
      withCloseButton
      closeButtonLabel="Fermer"
      onClose={banner.clear}
      mb="md"
      role="status"
    >
      {current.message}
    </Alert>
  );
}

function PageLoader() {
  return (
    <Group justify="center" py="xl" aria-busy="true">
      <Loader aria-label="Chargement" />
    </Group>
  );
}

/** The app shell: navbar (a burger toggle below a laptop's width), message banner, page (or the demo season's preparation), footer. */
export function Layout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { search } = useLocation();
  // Mounted by a link naming its league, and kept: its switch goes to its end even if the page moves on meanwhile.
  const linked = useLatch(new URLSearchParams(search).has('ligue'));
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'md', collapsed: { desktop: true, mobile: !opened } }} padding="md">
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" className={classes.brand} underline="never" aria-label="Poolfoot, accueil">
            <IconBallFootball size={26} aria-hidden /> Poolfoot
          </Anchor>
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Navigation principale" className={classes.desktopNav} wrap="nowrap">
            <NavItems />
            <SignedIn>
              <LeagueSwitcher />
            </SignedIn>
            <LogoutButton />
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" color="white" size="sm" aria-label="Ouvrir le menu" />
        </Group>
      </AppShell.Header>
      {/* Only for a link naming its league (a notification's): no other page reads my leagues for it. */}
      {linked && (
        <SignedIn>
          <LeagueFromLink />
        </SignedIn>
      )}
      <AppShell.Navbar p="md" className={classes.mobileNav} component="nav" aria-label="Menu">
        <Stack gap="xs">
          <NavItems onNavigate={close} running={opened} />
          <SignedIn>
            <LeagueSwitcher onDone={close} />
          </SignedIn>
          <LogoutButton onDone={close} labelled />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Container size="lg" px={0} className={classes.content}>
          <PwaNotices />
          <MessageBanner />
          <DemoPreparationGate>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </DemoPreparationGate>
        </Container>
        <footer className={classes.footer}>
          <Text size="sm" c="dimmed" ta="center">
            © 2025 Poolfoot — le pool de Ligue 1 entre amis
          </Text>
        </footer>
      </AppShell.Main>
    </AppShell>
  );
}
