import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { defaultSiteSettings, ROOT_ROUTE_ID, type RootLoaderData } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { AnnouncementBar } from './announcement-bar';

async function renderWithLink(link: string) {
  const settings = { ...defaultSiteSettings, announcement: { text: 'Diwali dispatch closes on 28 October', link } };
  const router = createMemoryRouter([
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: () => ({ settings }) as Partial<RootLoaderData>,
      element: <AnnouncementBar />,
      hydrateFallbackElement: <p>loading</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.findByRole('complementary', { name: 'Announcement' });
}

describe('AnnouncementBar', () => {
  it('links a page of the shop and an https address', async () => {
    expect(await renderWithLink('/products')).toContainElement(screen.getByRole('link', { name: /Diwali dispatch/ }));
    expect(screen.getByRole('link')).toHaveAttribute('href', '/products');
  });

  it.each(['/\\evil.example/announce', '//evil.example/announce', 'javascript:alert(1)', '/\t/evil.example'])(
    'shows the text without a link when the stored link %j would leave the shop unsafely',
    async (link) => {
      const bar = await renderWithLink(link);
      expect(bar).toHaveTextContent('Diwali dispatch closes on 28 October');
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});
