// `shared-ui/markdown`: stored Markdown rendered through the sanitiser. Its own federated entry, so
// the Markdown parser loads only where Markdown is lexed: an editor's preview, a page that renders
// Markdown as it loads, or a loader preparing tokens for `shared-ui/markdown-view`.
export { lexMarkdown, MarkdownContent, markdownToText, prepareMarkdown, type MarkdownContentProps } from './components/markdown-content';
