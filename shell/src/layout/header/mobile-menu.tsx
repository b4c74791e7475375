import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hasValidSession, useAuthStore } from '@immo237/shared/auth';
import { Drawer, useLiveControl } from '@immo237/shared/ui';
import { AuthLinks } from './auth-links';
import { MainNav } from './main-nav';

const MenuButton = styled.button`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** Phones and tablets: the links live in a drawer opened by a 44 px menu button. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const signedIn = useAuthStore(hasValidSession);
  const [open, setOpen] = useState(false);
  // A click on the server's markup before the page is live is held and performed once it is.
  const control = useLiveControl<HTMLButtonElement>('click');
  const close = () => setOpen(false);
  return (
    <>
      <MenuButton
        {...control.marker}
        ref={control.ref}
        type="button"
        aria-expanded={open}
        aria-label={t('header.openMenu')}
        onClick={() => setOpen(true)}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </MenuButton>
      <Drawer open={open} onClose={close} title={t('header.menuTitle')} side="right">
        <Stack>
          <MainNav vertical onNavigate={close} />
          {!signedIn && <AuthLinks vertical onNavigate={close} />}
        </Stack>
      </Drawer>
    </>
  );
}
