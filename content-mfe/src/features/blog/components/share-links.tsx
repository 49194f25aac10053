// Share a post on WhatsApp, Facebook, X and LinkedIn, or copy its address.
import { useState } from 'react';
import { track } from 'shared-data';
import { externalLinkProps, whatsappUrl } from 'shared-ui';

export function shareTargets(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  return [
    { network: 'whatsapp', label: 'WhatsApp', href: whatsappUrl('', `${title} ${url}`) },
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { network: 'x', label: 'X', href: `https://x.com/intent/tweet?${new URLSearchParams({ text: title, url }).toString()}` },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
  ] as const;
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copyStatus, setCopyStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopyStatus({ ok: true, text: 'Link copied to the clipboard.' });
      track('click', { category: 'share', label: 'copy_link' });
    } catch {
      setCopyStatus({ ok: false, text: 'The link could not be copied. Copy it from the address bar instead.' });
    }
  };
  return (
    <section className="share" aria-labelledby="share-title">
      <h2 id="share-title" className="share__title">
        Share this post
      </h2>
      <ul className="share__list">
        {shareTargets(url, title).map((target) => (
          <li key={target.network}>
            <a
              className={`share__link share__link--${target.network}`}
              href={target.href}
              {...externalLinkProps}
              aria-label={`Share on ${target.label}`}
              onClick={() => track('click', { category: 'share', label: target.network })}
            >
              {target.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share__link share__link--copy" onClick={copy}>
            Copy link
          </button>
        </li>
      </ul>
      <p className={`share__status${copyStatus && !copyStatus.ok ? ' share__status--error' : ''}`} role="status">
        {copyStatus?.text ?? ''}
      </p>
    </section>
  );
}
