// `shared-ui/markdown`: stored Markdown rendered through the sanitiser. Its own federated entry, so
// the Markdown parser loads only on pages that show Markdown (posts, pages, product descriptions).
export { lexMarkdown, MarkdownContent, markdownToText, type MarkdownContentProps } from './components/markdown-content';
