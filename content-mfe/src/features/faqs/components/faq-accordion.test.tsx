import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { prepareMarkdown } from 'shared-ui/markdown';
import { FaqAccordion } from './faq-accordion';

const stored = [
  { question: 'Is all your jewellery real silver?', answer: 'Yes. Every piece is **925 sterling silver**.' },
  { question: 'How quickly do you dispatch?', answer: 'Same day before 2 pm; see our [Shipping Policy](/shipping).' },
  { question: 'Can I see pieces first?', answer: 'Book a video call. <script>alert(1)</script>' },
];
const items = stored.map((item) => ({ question: item.question, answer: prepareMarkdown(item.answer) }));

describe('FAQ accordion', () => {
  it('shows each question as a collapsed button in a heading that controls its answer', () => {
    render(<FaqAccordion items={items} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const [index, button] of buttons.entries()) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('heading', { level: 2, name: items[index]!.question })).toContainElement(button);
      const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(answer).not.toBeNull();
      expect(answer).not.toBeVisible();
    }
  });

  it('expands and collapses an answer with a click, Enter or Space, independently of the others', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const first = screen.getByRole('button', { name: items[0]!.question });
    const second = screen.getByRole('button', { name: items[1]!.question });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('925 sterling silver')).toBeVisible();

    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Shipping Policy' })).toHaveAttribute('href', '/shipping');

    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Shipping Policy' })).toBeNull();
  });

  it('renders stored answers through the sanitiser and puts every answer in the server HTML', () => {
    const html = renderToString(<FaqAccordion items={items} />);
    expect(html).toContain('925 sterling silver');
    expect(html).not.toContain('<script');
    render(<FaqAccordion items={items} />);
    expect(document.querySelector('script')).toBeNull();
  });
});
