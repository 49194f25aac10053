import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { describe, expect, it } from 'vitest';
import { FloatingActionMenu } from './floating-action-menu';

function renderMenu() {
  const router = createMemoryRouter([
    { path: '/', element: <FloatingActionMenu /> },
    { path: '/account', element: <p>Account page</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('floating action menu', () => {
  it('toggles open and closed with its button and says so', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Quick actions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account?tab=orders');
    expect(screen.getByRole('button', { name: 'Video Call' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter opens, Tab reaches the shortcuts, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Quick actions' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Video Call' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens the video-call dialog, and focus returns to the menu button when it closes', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Quick actions' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Video Call' }));
    expect(screen.getByRole('dialog', { name: 'Book a video call' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('closes on a click elsewhere and follows Orders to the account', async () => {
    const user = userEvent.setup();
    const router = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Quick actions' });
    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/account?tab=orders');
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });
});
