import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLogout } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { useUnreadConversations } from '@immo237/shared/data';
import { isLanguage } from '@immo237/shared/i18n';
import { VisuallyHidden } from '@immo237/shared/ui';
import { useComposition, userMenuEntries } from '../../app/route-table';
import { displayName, initials } from './user-name';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

const Avatar = styled.span`
  width: 2rem;
  height: 2rem;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

/** The avatar and, over its corner, the unread messages' badge. */
const AvatarSpot = styled.span`
  position: relative;
  display: inline-flex;
`;

/** A small count over the avatar: decoration only, the button's name says it in words. */
const Badge = styled.span`
  position: absolute;
  top: -0.3rem;
  right: -0.4rem;
  min-width: 1.15rem;
  height: 1.15rem;
  padding: 0 0.25rem;
  display: grid;
  place-items: center;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: 0.7rem;
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: 1;
`;

/** The count beside the menu's 'Discussions'. */
const Count = styled.span`
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

/** The menu entry the unread count goes with: the discussions the profile remote declares. */
const DISCUSSIONS_PATH = '/profile/discussions';

/** What a badge shows: the number, up to 99. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

const Placeholder = styled(Toggle)`
  cursor: default;
`;

const NameRoom = styled.span`
  display: inline-block;
  width: 5.5rem;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.spacing.xxs});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xxs};
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const itemStyles = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const ItemLink = styled(Link)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
`;

const ItemButton = styled.button`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The account area while the page is not live yet, for a browser that says it holds a session: the menu's button
 * as an empty shape (avatar and a name's room, the same height), so nothing moves when the menu replaces it. It
 * names no one: the server never knows who.
 */
export function AccountPlaceholder() {
  return (
    <Placeholder as="span" aria-hidden="true" data-account-placeholder="">
      <Avatar /> <NameRoom />
    </Placeholder>
  );
}

/**
 * The signed-in visitor's menu: Mon Profil, Favoris, the entries other remotes declare, logout (back to /). A
 * disclosure, closed by Escape. Unread messages show as a badge on its button and a count beside 'Discussions',
 * both said in words to screen readers. The menu is drawn only once the page is live with a session (the header
 * keeps the server's account area until then), so the count never takes part in hydration.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation('shell');
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const composition = useComposition();
  const user = useAuthStore((state) => state.user);
  const unread = useUnreadConversations(user ? String(user.id) : null);
  const unreadText = unread > 0 ? t('header.unread', { count: unread }) : null;
  // Home, not /login: signing out on a protected page must not bounce the visitor to the sign-in.
  const logout = useLogout('/', {
    message: t('header.logoutSuccess'),
    toastId: 'logout',
    waitingQuestion: (count) => t('header.logoutWaiting', { count }),
  });
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    wrapper.current?.querySelector<HTMLElement>('a, button:not([aria-controls])')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const name = displayName(user) ?? t('header.userMenuFallbackName');
  const close = () => setOpen(false);
  return (
    <Wrapper
      ref={wrapper}
      // Tabbing past the last item closes the menu, so it never stays open over the page behind the focus.
      // Only a real focus target counts: a click that focuses nothing (Safari buttons) must not close it first.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The name is built from the visible text (WCAG 2.5.3, label in name), not an aria-label. */}
        <AvatarSpot aria-hidden="true">
          <Avatar>{initials(user)}</Avatar>
          {unreadText ? <Badge data-unread-badge="">{badgeText(unread)}</Badge> : null}
        </AvatarSpot>{' '}
        <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden> <span>{name}</span>
        {unreadText ? <VisuallyHidden> {unreadText}</VisuallyHidden> : null}
      </Toggle>
      {open && (
        <Menu id={menuId}>
          {userMenuEntries(composition, user?.role === 'ADMIN').map((entry) => (
            <li key={entry.to}>
              <ItemLink to={entry.to} onClick={close}>
                {entry.label[language]}
                {entry.to === DISCUSSIONS_PATH && unreadText ? (
                  <>
                    <Count aria-hidden="true">{badgeText(unread)}</Count>
                    <VisuallyHidden> {unreadText}</VisuallyHidden>
                  </>
                ) : null}
              </ItemLink>
            </li>
          ))}
          <li>
            <ItemButton
              type="button"
              onClick={() => {
                close();
                void logout();
              }}
            >
              {t('header.logout')}
            </ItemButton>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
