import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { NavLink } from 'react-router-dom';
import { remoteModuleFor } from '../app/route-table';
import { preloadRemoteModule } from './load-remote-module';

/** Starts loading the remote code of the page at `to` (a search box's page, a link's), whoever serves it. */
export function preloadRoute(to: string): void {
  const id = remoteModuleFor(to);
  if (id) preloadRemoteModule(id);
}

type Props = ComponentPropsWithoutRef<typeof NavLink> & { to: string };

/**
 * A NavLink that starts loading its page's remote code on the first sign of intent (pointer over it, keyboard
 * focus, finger down), so the click does not wait for a waterfall of manifest, entry and chunks.
 */
export const PrefetchLink = forwardRef<HTMLAnchorElement, Props>(function PrefetchLink(
  { to, onMouseEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  const preload = () => preloadRoute(to);
  return (
    <NavLink
      ref={ref}
      to={to}
      onMouseEnter={(event) => {
        preload();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preload();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        preload();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
});
