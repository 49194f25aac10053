// Open positions (`careers`, active only, newest first), each with its stored description and an
// e-mail link to apply; an empty state when nothing is open.
import { safeHref } from 'shared-ui';
import { MarkdownView, type MarkdownTokens } from 'shared-ui/markdown-view';
import type { CareerOpening } from 'shared-data';

/** An opening with its description lexed by the loader. */
export type PreparedOpening = CareerOpening & { descriptionTokens: MarkdownTokens };
import './career-openings.css';

export function applyHref(email: string, title: string): string | undefined {
  if (!email) return undefined;
  return safeHref(`mailto:${email}?subject=${encodeURIComponent(`Application: ${title}`)}`);
}

export function CareerOpenings({ openings, email }: { openings: PreparedOpening[]; email: string }) {
  return (
    <section className="careers" aria-labelledby="careers-openings-title">
      <h2 id="careers-openings-title">Open positions</h2>
      {openings.length === 0 ? (
        <p className="careers__empty">
          There are no open positions right now. You are welcome to send us your CV
          {email ? (
            <>
              {' '}
              at <a href={applyHref(email, 'Future openings')}>{email}</a>
            </>
          ) : null}{' '}
          and we will keep it for future openings.
        </p>
      ) : (
        <ul className="careers__list">
          {openings.map((opening) => {
            const apply = applyHref(email, opening.title);
            return (
              <li key={opening.id}>
                <article className="career" aria-labelledby={`career-${opening.id}`}>
                  <h3 id={`career-${opening.id}`} className="career__title">
                    {opening.title}
                  </h3>
                  <p className="career__facts">
                    {[opening.location, opening.type].filter(Boolean).join(' · ')}
                    {opening.postedAt ? (
                      <>
                        {' · Posted '}
                        <time dateTime={opening.postedAt}>{opening.postedLabel}</time>
                      </>
                    ) : null}
                  </p>
                  <MarkdownView tokens={opening.descriptionTokens} topHeadingLevel={4} className="career__description" />
                  {apply ? (
                    <a className="button button--primary" href={apply}>
                      Apply for {opening.title}
                    </a>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
