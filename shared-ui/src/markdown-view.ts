// `shared-ui/markdown-view`: renders Markdown tokens a loader prepared (prepareMarkdown in
// `shared-ui/markdown`) without loading the Markdown parser, so a page that shows a product
// description or a blog post hydrates without it.
export { MarkdownView, type MarkdownTokens, type MarkdownViewProps } from './components/markdown-view';
