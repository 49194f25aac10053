// The chrome around every public page: header, footer and the floating buttons.
import { Outlet } from 'react-router-dom';

export function PublicLayout() {
  return (
    <div className="site">
      <header className="site-header">Header</header>
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">Footer</footer>
    </div>
  );
}
