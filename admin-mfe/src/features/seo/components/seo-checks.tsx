// What search engines get, checked from the shop itself: the sitemap's URLs counted by kind, and the
// structured data (JSON-LD) a product page carries — read from the page as this admin sees it, so a
// draft product's data can be checked before it is published.
import { useState } from 'react';
import { formatNumber } from 'shared-ui';
import { fetchProductStructuredData, fetchSitemapCounts, type SitemapCounts } from '../../../lib/admin-seo';

export function SitemapSummary() {
  const [counts, setCounts] = useState<SitemapCounts | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const load = async () => {
    setState('loading');
    try {
      setCounts(await fetchSitemapCounts());
      setState('idle');
    } catch {
      setState('error');
    }
  };
  return (
    <section className="admin-card" aria-labelledby="seo-sitemap">
      <h2 id="seo-sitemap">Sitemap</h2>
      <p className="admin-muted">
        <a href="/sitemap.xml">/sitemap.xml</a> lists the public pages, categories, active products and published posts. <a href="/robots.txt">/robots.txt</a>{' '}
        points crawlers to it.
      </p>
      <button type="button" className="button" onClick={() => void load()} disabled={state === 'loading'}>
        {state === 'loading' ? 'Counting…' : counts ? 'Count again' : 'Count the sitemap'}
      </button>
      {state === 'error' ? (
        <p role="alert" className="field__error">
          The sitemap could not be read. Try again.
        </p>
      ) : null}
      {counts ? (
        <div className="data-table__scroll">
          <table className="data-table" aria-label="Sitemap contents">
            <tbody>
              {counts.byKind.map((row) => (
                <tr key={row.kind}>
                  <th scope="row">{row.kind}</th>
                  <td>{formatNumber(row.count)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">All addresses</th>
                <td>{formatNumber(counts.total)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

export function StructuredDataPreview() {
  const [sku, setSku] = useState('');
  const [blocks, setBlocks] = useState<Array<Record<string, unknown>> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const show = async () => {
    setLoading(true);
    setError(null);
    try {
      setBlocks(await fetchProductStructuredData(sku.trim()));
    } catch (problem) {
      setBlocks(null);
      setError(problem instanceof Error ? problem.message : 'The product page could not be read.');
    } finally {
      setLoading(false);
    }
  };
  return (
    <section className="admin-card" aria-labelledby="seo-structured">
      <h2 id="seo-structured">Structured data of a product</h2>
      <p className="admin-muted">
        What search engines read from a product page: name, price, stock, rating and breadcrumbs. Drafts can be checked before they are published.
      </p>
      <form
        className="admin-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (sku.trim()) void show();
        }}
      >
        <label className="field">
          <span className="field__label">Product SKU</span>
          <input className="field__input" value={sku} onChange={(event) => setSku(event.target.value)} autoComplete="off" />
        </label>
        <button type="submit" className="button" disabled={!sku.trim() || loading}>
          {loading ? 'Reading…' : 'Show the structured data'}
        </button>
      </form>
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      {blocks ? (
        blocks.length === 0 ? (
          <p>This page carries no structured data.</p>
        ) : (
          <pre className="seo-json" tabIndex={0} aria-label="Structured data (JSON-LD)">
            {JSON.stringify(blocks.length === 1 ? blocks[0] : blocks, null, 2)}
          </pre>
        )
      ) : null}
    </section>
  );
}
