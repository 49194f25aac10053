// Manage Pages: an admin edits the returns policy (the preview renders the Markdown as the shop
// will) and the FAQs (adds a question, moves it to the top, removes another); an empty question is
// refused next to its field; each save is audited and the shop shows it on the next page load.
// The seeded texts are put back afterwards.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signIn } from '../../support/accounts';
import { deleteStored, patchStored, queryStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });

const NEW_RULE = 'Returns of made-to-order pieces are accepted within **3 days** of delivery.';
const QUESTION = 'Do you ship to Nepal and Bhutan?';

test('an admin edits the returns policy and the FAQs, and the shop shows them', async ({ page, browser }) => {
  const returns = await readStored('pages/returns');
  const faqs = await readStored('pages/faqs');
  if (!returns || !faqs) throw new Error('the seed has no returns or FAQs page');
  const seededItems = faqs['items'] as Array<{ question: string; answer: string }>;
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await signIn(page, DEMO_ADMIN);
    await gotoHydrated(page, '/admin/pages');
    const table = page.getByRole('table', { name: 'Pages' });
    await expect(table.getByRole('row')).toHaveCount(8);
    await table.getByRole('link', { name: String(returns['title']) }).click();
    await expect(page.getByRole('heading', { level: 1, name: String(returns['title']) })).toBeFocused();

    const body = page.getByLabel('Page text (Markdown)');
    await body.fill(`${String(returns['body'])}\n\n${NEW_RULE}`);
    const preview = page.getByRole('region', { name: 'Preview of the page text' });
    await expect(preview.getByText('3 days', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page saved.' })).toBeVisible();
    await expect.poll(async () => String((await readStored('pages/returns'))?.['body'])).toContain(NEW_RULE);
    await expect
      .poll(async () => {
        await shopper.goto('/returns');
        return shopper
          .getByRole('main')
          .getByText(/Returns of made-to-order pieces are accepted within/)
          .count();
      })
      .toBe(1);

    // The FAQs: a refused empty question, then a new one moved to the top, and the last one removed.
    await gotoHydrated(page, '/admin/pages/faqs');
    const questions = page.getByRole('group', { name: /^Questions/ });
    await questions.getByRole('button', { name: 'Add a question' }).click();
    const added = seededItems.length + 1;
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(questions.getByLabel(`Question ${added}`, { exact: true })).toBeFocused();
    await expect(questions.getByText('Enter the question.')).toBeVisible();
    await questions.getByLabel(`Question ${added}`, { exact: true }).fill(QUESTION);
    await questions.getByLabel(`Answer ${added} (Markdown)`).fill('Yes: by **India Post**, in 7–10 days.');
    for (let position = added; position > 1; position -= 1) await questions.getByRole('button', { name: `Move question ${position} up` }).click();
    await expect(questions.getByLabel('Question 1', { exact: true })).toHaveValue(QUESTION);
    await questions.getByRole('button', { name: `Remove question ${added}` }).click();
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page saved.' })).toBeVisible();
    await expect.poll(async () => ((await readStored('pages/faqs'))?.['items'] as Array<{ question: string }>)[0]?.question).toBe(QUESTION);
    const stored = (await readStored('pages/faqs'))?.['items'] as Array<{ question: string }>;
    expect(stored.map((item) => item.question)).toEqual([QUESTION, ...seededItems.slice(0, -1).map((item) => item.question)]);

    await expect
      .poll(async () => {
        await shopper.goto('/faqs');
        return (await shopper.getByRole('main').getByRole('heading', { level: 2 }).first().textContent())?.trim();
      })
      .toBe(QUESTION);
    const audit = await queryStored('adminAudit', 'action', 'page.update');
    expect(audit.map((entry) => entry['target'])).toEqual(expect.arrayContaining(['pages/returns', 'pages/faqs']));
  } finally {
    await shopperContext.close();
    await patchStored('pages/returns', { body: returns['body'] });
    await patchStored('pages/faqs', { items: seededItems });
  }
});

test('an admin opens a position and closes it, and /careers follows', async ({ page, browser }) => {
  const title = `Silver polisher ${Date.now()}`;
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  let createdId: string | null = null;
  try {
    await signIn(page, DEMO_ADMIN);
    await gotoHydrated(page, '/admin/pages/careers');
    const openings = page.getByRole('region', { name: 'Openings' });
    await openings.getByRole('button', { name: 'Add an opening' }).click();
    const form = openings.getByRole('form', { name: 'New opening' });
    await form.getByRole('button', { name: 'Open the position' }).click();
    await expect(form.getByText('Enter the job title.')).toBeVisible();
    await form.getByLabel('Job title').fill(title);
    await form.getByLabel('Location').fill('Mumbai (Kalbadevi)');
    await form.getByLabel('Kind').selectOption('Part-time');
    await form.getByLabel('Description (Markdown)').fill('Polish and pack **925 silver** orders, three days a week.');
    await form.getByRole('button', { name: 'Open the position' }).click();
    await expect(openings.getByRole('status').filter({ hasText: `${title} is open and listed on /careers.` })).toBeVisible();
    await expect.poll(async () => (await queryStored('careers', 'title', title)).length).toBe(1);
    createdId = (await queryStored('careers', 'title', title))[0]!.__id;
    await expect
      .poll(async () => {
        await shopper.goto('/careers');
        return shopper.getByRole('main').getByText(title).count();
      })
      .toBeGreaterThan(0);

    await openings.getByRole('button', { name: `Close ${title}` }).click();
    await expect(openings.getByRole('status').filter({ hasText: `${title} is closed` })).toBeVisible();
    await expect.poll(async () => (await readStored(`careers/${createdId}`))?.['active']).toBe(false);
    await expect
      .poll(async () => {
        await shopper.goto('/careers');
        return shopper.getByRole('main').getByText(title).count();
      })
      .toBe(0);
    const audit = await queryStored('adminAudit', 'target', `careers/${createdId}`);
    expect(audit.map((entry) => entry['action']).sort()).toEqual(['career.close', 'career.create']);
  } finally {
    await shopperContext.close();
    if (createdId) await deleteStored(`careers/${createdId}`);
  }
});
