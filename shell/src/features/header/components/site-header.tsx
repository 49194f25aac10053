// The public header (docs/product-spec.md §2): logo linking home; About, Glam Buzz and Contact; a
// hamburger menu on small screens that closes on a link click, an outside click or Escape.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'shared-router';
import { useSiteSettings } from 'shared-data';

const links = [
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/blogs', label: 'Glam Buzz' },
  { to: '/contact', label: 'Contact' },
];

export function SiteHeader({ accountSlot, searchSlot }: { accountSlot?: ReactNode; searchSlot?: ReactNode }) {
  const settings = useSiteSettings();
  const location = useLocation();
  // The menu is open for the location it was opened on: any navigation (a link click, back or
  // forward) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenOn((current) => {
      const next = typeof value === 'function' ? value(current === location.key) : value;
      return next ? location.key : null;
    });
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${settings.brand.name} — home`}>
          <span className="site-header__mark" aria-hidden="true">
            ◇
          </span>
          {settings.brand.name}
        </Link>
        <div className="site-header__search">{searchSlot}</div>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id={menuId} className={`site-header__nav${open ? ' site-header__nav--open' : ''}`} aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-header__actions" onClick={() => setOpen(false)}>
            {accountSlot}
          </div>
        </nav>
      </div>
    </header>
  );
}
