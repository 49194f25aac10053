// Markdown a page shows but does not need to become interactive (a product's description, a blog
// post's body): the server renders it, and the browser hydrates it once the page is interactive,
// so MarkdownView (2.7 KB gzip) is not part of the page's first view. Until then the server's HTML
// stays as it is (React leaves a suspended boundary's server HTML in place), links included.
//
// On the server the view is loaded by the first page that shows one (that response streams the text
// a moment after the rest; React.lazy keeps the loaded module, so every later page has it inline).
// A failed download in the browser says so in place of the text.
import { lazy, Suspense, type ComponentType } from 'react';
import type { MarkdownViewProps } from './markdown-view';
import { afterHydration } from '../lib/after-hydration';

function TextUnavailable() {
  return <p role="alert">This text could not be shown. Reload the page to see it.</p>;
}

type ViewModule = { default: ComponentType<MarkdownViewProps> };

const View = lazy((): Promise<ViewModule> =>
  (__SERVER__ ? Promise.resolve() : afterHydration())
    .then(() => import('shared-ui/markdown-view'))
    .then(
      ({ MarkdownView }) => ({ default: MarkdownView }),
      () => ({ default: TextUnavailable }),
    ),
);

export function DeferredMarkdownView(props: MarkdownViewProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
