// The shell's chrome (docs/product-spec.md §2 and §4): header, mobile menu, footer, floating buttons, the
// mobile app prompt and scrolling on navigation.
import { devices } from '@playwright/test';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { homeTitle, titlePattern } from '../../support/routes';

test.describe('header', () => {
  test('the logo links home and the main links go to About, Glam Buzz and Contact', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await nav.getByRole('link', { name: 'Glam Buzz' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
    await expect(page).toHaveTitle(await homeTitle());
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('toggles with the hamburger, closes on a link click, an outside click and Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    // A click below the open menu, on the page itself.
    await page.mouse.click(200, 760);
    await expect(nav).toBeHidden();

    // Keyboard: focus the toggle, open with Enter, close with Escape (focus returns to the toggle).
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Products' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has View All Products, company, support, social and app links, the year and the tagline', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Careers', '/careers'],
      ['Contact Us', '/contact'],
      ['FAQs', '/faqs'],
      ['Shipping Policy', '/shipping'],
      ['Returns & Refunds', '/returns'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-conditions'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
    await expect(footer.locator('.site-footer__tagline')).not.toBeEmpty();
  });

  test('the newsletter box rejects a bad address and stores a good one once', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: /e-mail/i });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Enter your e-mail address to subscribe.');
    await email.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText('does not look like an e-mail address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = `reader-${Date.now()}@example.com`;
    await email.fill(address.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thank you — you are subscribed.');
    await expect(email).toHaveValue('');
    await email.fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('You are already subscribed with that address.');
  });
});

test.describe('floating buttons', () => {
  test('the chat button is on every page but home and carries the prefilled WhatsApp text', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Get the catalogue app' })).toBeVisible();
    for (const path of ['/about', '/products', '/blogs']) {
      await gotoHydrated(page, path);
      const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
      await expect(chat).toBeVisible();
      const href = new URL((await chat.getAttribute('href')) ?? '');
      expect(href.origin).toBe('https://wa.me');
      expect(href.pathname).toMatch(/^\/\d{10,15}$/);
      expect(href.searchParams.get('text')?.length).toBeGreaterThan(10);
      await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('navigation', { name: 'Get the catalogue app' })).toBeVisible();
    }
  });
});

test.describe('mobile app prompt', () => {
  const { defaultBrowserType: _browserType, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('appears 3 s after load on a mobile device; Close hides it for this view only', async ({ page }) => {
    // A paused clock: the 3 s count only when the test says so.
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'));
    await gotoHydrated(page, '/about');
    const prompt = page.getByRole('dialog', { name: 'Browse our catalogue in the app' });
    await page.clock.runFor(2900);
    await expect(prompt).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.clock.runFor(3100);
    await expect(prompt).toBeVisible();
  });

  test('Skip hides it for 30 days; the flags clear on the first load after expiry', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await gotoHydrated(page, '/about');
    const prompt = page.getByRole('dialog', { name: 'Browse our catalogue in the app' });
    await page.clock.runFor(3100);
    await prompt.getByRole('button', { name: 'Skip' }).click();
    await expect(prompt).toHaveCount(0);
    const until = Number(await page.evaluate(() => localStorage.getItem('appPrompt.skippedUntil')));
    expect(until - Date.parse('2026-03-01T10:00:03Z')).toBeGreaterThanOrEqual(30 * 24 * 3600 * 1000 - 1000);

    await page.clock.setSystemTime(new Date('2026-03-30T10:00:00Z'));
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.clock.runFor(5000);
    await expect(prompt).toHaveCount(0);

    await page.clock.setSystemTime(new Date('2026-04-01T10:00:00Z'));
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('appPrompt.skipped'))).toBeNull();
    await page.clock.runFor(3100);
    await expect(prompt).toBeVisible();
  });

  test('a store-link click sets the installed flag and the prompt stays away', async ({ page, context }) => {
    await page.clock.install();
    await gotoHydrated(page, '/about');
    const prompt = page.getByRole('dialog', { name: 'Browse our catalogue in the app' });
    await page.clock.runFor(3100);
    const popup = context.waitForEvent('page');
    await prompt.getByRole('link', { name: 'Get it on Google Play' }).click();
    await (await popup).close();
    expect(await page.evaluate(() => localStorage.getItem('appPrompt.installed'))).toBe('true');
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.clock.runFor(5000);
    await expect(prompt).toHaveCount(0);
  });
});

test('the mobile app prompt does not appear on a desktop browser', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/about');
  await page.clock.runFor(5000);
  await expect(page.getByRole('dialog', { name: 'Browse our catalogue in the app' })).toHaveCount(0);
});

test('navigation scrolls to the top, and going back restores the saved position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoHydrated(page, '/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // In a window this short the end of the page (the room kept for the floating buttons and the
  // consent sheet) can leave the link above the screen: the position saved is where the shopper
  // is when they click it.
  const faqs = page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' });
  await faqs.scrollIntoViewIfNeeded();
  const saved = await page.evaluate(() => window.scrollY);
  expect(saved).toBeGreaterThan(100);
  await faqs.click();
  await expect(page).toHaveTitle(titlePattern('FAQs'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveTitle(titlePattern('About Us'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(saved - 5);
});
