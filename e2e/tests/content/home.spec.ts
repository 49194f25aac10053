// The home page (docs/product-spec.md §2, issue 6): every section with its buttons and links, the WhatsApp
// enquiry text, the app badges, the counters, the floating action menu and a video-call request
// that is stored.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { dataLayer } from '../../support/analytics';
import { queryStored, readStored } from '../../support/stored-documents';

function localDate(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('the server-rendered home page has every section, the settings’ headline and the final counter figures', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Importer and wholesale supplier of 925 hallmarked silver jewellery<\/h1>/);
  for (const figure of ['300+ jewellers restock every month', '800+ small businesses restock every month', '15+ years in business'])
    expect(html).toContain(figure);
  // Two different facts: every jeweller supplied (hero) and the regular buyers (counters).
  expect(html).toContain('More than 1000 jewellers supplied over 15 years');
  expect(html).not.toContain('Trusted by more than 1000 jewellers');
  expect(html).toMatch(/data-build="[^"]+"/);
});

test('home renders every section with buttons and links going where the spec says', async ({ page }) => {
  await gotoHydrated(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Importer and wholesale supplier of 925 hallmarked silver jewellery');
  for (const heading of ['Why jewellers trust us', 'Why choose us', 'Our promise', 'How to buy', 'Our regular buyers', 'Ready to stock 925 silver?']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeAttached();
  }
  await expect(main.getByText('Imports from Italy, Turkey and Hong Kong')).toBeVisible();
  await expect(main.getByText('Dispatch from ready stock', { exact: true })).toBeVisible();
  await expect(main.getByText('Trusted by 1,000+ jewellers')).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Browse the catalogue' })).toHaveCount(1);

  await expect(main.getByRole('link', { name: 'View Catalogue' })).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'Browse the catalogue' }).first()).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'returns policy' })).toHaveAttribute('href', '/returns');

  // Every image and illustration has its dimensions in the markup, so nothing shifts as it loads.
  for (const image of await main.locator('img, svg').all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  }

  // The catalogue button leads to the catalogue.
  await main.getByRole('link', { name: 'View Catalogue' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the WhatsApp enquiry carries the prefilled text and opens safely in a new tab', async ({ page }) => {
  await gotoHydrated(page, '/');
  const settings = await readStored('settings/site');
  const contact = settings?.['contact'] as { whatsappNumber: string };
  const whatsapp = settings?.['whatsapp'] as { defaultMessage: string };
  for (const name of ['Enquire on WhatsApp', 'Chat on WhatsApp']) {
    const link = page.getByRole('main').getByRole('link', { name });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toBe(`/${contact.whatsappNumber}`);
    expect(href.searchParams.get('text')).toBe(whatsapp.defaultMessage);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the app badges link to both stores and send app_download_click with platform and source', async ({ page, context }) => {
  // The stores are other sites: answer them locally so the new tabs do not reach the internet.
  await context.route(/https:\/\/(apps\.apple\.com|play\.google\.com)\/.*/, (route) => route.fulfill({ status: 200, body: 'store' }));
  await gotoHydrated(page, '/');
  const badges = page.getByRole('main').getByRole('list', { name: 'Get the catalogue app' });
  const settings = await readStored('settings/site');
  const appLinks = settings?.['appLinks'] as { ios: string; android: string };
  for (const [name, href, platform] of [
    ['Download on the App Store', appLinks.ios, 'ios'],
    ['Get it on Google Play', appLinks.android, 'android'],
  ] as const) {
    const badge = badges.getByRole('link', { name });
    await expect(badge).toHaveAttribute('href', href);
    await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
    const popup = page.waitForEvent('popup');
    await badge.click();
    await (await popup).close();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'app_download_click', platform, source: 'home_hero' }));
  }
});

test('the counters count up to 300, 800 and 15 once half visible', async ({ page }) => {
  await gotoHydrated(page, '/');
  const stats = page.getByRole('region', { name: 'Our regular buyers' });
  const values = stats.locator('.stat__value');
  await expect(values).toHaveText(['0+', '0+', '0+']);
  await stats.scrollIntoViewIfNeeded();
  // The count-up runs on animation frames, which a loaded machine hands out slowly (257 of 300 after 5 s once).
  await expect(values).toHaveText(['300+', '800+', '15+'], { timeout: 20_000 });
  await expect(stats.getByText('300+ jewellers restock every month')).toBeAttached();
  await expect(stats.getByText(/^Of the more than 1,000 jewellers Rajatmaya Silver has supplied over 15 years/)).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the counters show their final figures without animating', async ({ page }) => {
    await gotoHydrated(page, '/');
    const values = page.getByRole('region', { name: 'Our regular buyers' }).locator('.stat__value');
    await expect(values).toHaveText(['300+', '800+', '15+']);
  });
});

test('the floating action menu toggles, works from the keyboard and its Orders shortcut needs a login', async ({ page }) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'Quick actions' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Orders' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account?tab=orders');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Orders' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%3Ftab%3Dorders$/);
});

test('a video-call request from the home page is validated, confirmed and stored', async ({ page }) => {
  await gotoHydrated(page, '/');
  const name = `Home Caller ${Date.now()}`;
  const open = page.getByRole('main').getByRole('button', { name: 'Book Video Call' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Book a video call' });
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Request video call' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Enter a phone number we can call you on.')).toBeVisible();
  await dialog.getByLabel('Preferred date').fill(localDate(-1));
  await dialog.getByRole('button', { name: 'Request video call' }).click();
  await expect(dialog.getByText('Choose today or a later date.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Your name' }).fill(name);
  await dialog.getByRole('textbox', { name: /Phone number/ }).fill('+91 98765 43210');
  await dialog.getByLabel('Preferred date').fill(localDate(2));
  await dialog.getByLabel('Preferred time (IST)').fill('11:30');
  await dialog.getByRole('textbox', { name: /Products of interest/ }).fill('Oxidised jhumkas\nSilver payal');
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Around 50 pieces for Diwali.');
  await dialog.getByRole('button', { name: 'Request video call' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Thank you, ${name}. Your video call request has been received.`);
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'form_submit', form: 'video_call_request', success: true }));

  await expect.poll(async () => (await queryStored('videoCallRequests', 'name', name)).length, { message: 'stored once' }).toBe(1);
  const [stored] = await queryStored('videoCallRequests', 'name', name);
  expect(stored).toMatchObject({
    phone: '+91 98765 43210',
    preferredDate: localDate(2),
    preferredTime: '11:30',
    products: ['Oxidised jhumkas', 'Silver payal'],
    note: 'Around 50 pieces for Diwali.',
    source: 'home',
    status: 'new',
  });
  expect(stored?.['createdAt']).toBeInstanceOf(Date);
  expect(stored).not.toHaveProperty('uid');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the floating menu’s Video Call opens the same form, and Escape returns focus to the menu', async ({ page }) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'Quick actions' });
  await toggle.click();
  await page.getByRole('button', { name: 'Video Call', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a video call' });
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
});
