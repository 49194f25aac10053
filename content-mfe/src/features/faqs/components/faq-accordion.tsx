// The FAQs as an accordion (WAI-ARIA disclosure buttons): each question is a button in a heading
// that says whether its answer is shown and which element it controls. Answers are stored Markdown,
// lexed by the loader.
import { useId, useState } from 'react';
import { MarkdownView, type MarkdownTokens } from 'shared-ui/markdown-view';
import './faq-accordion.css';

export interface PreparedFaqItem {
  question: string;
  answer: MarkdownTokens;
}

export function FaqAccordion({ items }: { items: PreparedFaqItem[] }) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <div className="faq">
      {items.map((item, index) => {
        const open = expanded.has(index);
        const answerId = `${baseId}-answer-${index}`;
        return (
          <div key={`${index}-${item.question}`} className={`faq__item${open ? ' faq__item--open' : ''}`}>
            <h2 className="faq__question">
              <button type="button" className="faq__button" aria-expanded={open} aria-controls={answerId} onClick={() => toggle(index)}>
                <span>{item.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </h2>
            <div id={answerId} className="faq__answer" hidden={!open}>
              <MarkdownView tokens={item.answer} topHeadingLevel={3} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
