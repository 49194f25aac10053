// Every README and doc names files that exist: each relative Markdown link resolves from the
// document's folder, and each file or folder path written in backticks
// (`shell/src/server/render.server.tsx`, `src/server/`) from the document's folder or a folder
// above it, when its first folder is one of the repository's (other paths name places outside it:
// the data folder's `media/`, a Cloud Storage prefix, another project's source). Once the README sent readers to a route table
// in shell/src/config/ that had moved to shared-data, and nothing noticed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..', '..');

const documents = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);

/** Files a build or a run writes (absent from a fresh clone), which docs name as outputs. */
const GENERATED = /(^|\/)(dist|\.data|node_modules|test-results|lib)(\/|$)|\.tsbuildinfo$/;
/** Extensions of the files docs name; a trailing slash names a folder. */
const FILE_PATH = /^[\w@.-]+(\/[\w@.-]+)*(\.(ts|tsx|js|mjs|cjs|json|md|yml|yaml|rules|css|html|sh)|\/)$/;

interface Named {
  document: string;
  line: number;
  target: string;
  kind: 'link' | 'path';
}

/** The document's folder and every folder above it, up to the repository root. */
function foldersOf(document: string): string[] {
  const folders: string[] = [];
  for (let folder = path.dirname(document); ; folder = path.dirname(folder)) {
    folders.push(path.join(root, folder));
    if (folder === '.') return folders;
  }
}

function namedPaths(document: string): Named[] {
  const text = readFileSync(path.join(root, document), 'utf8');
  const named: Named[] = [];
  let inFence = false;
  text.split('\n').forEach((content, index) => {
    if (/^\s*```/.test(content)) inFence = !inFence;
    // Code blocks hold commands and code (paths in them are arguments, often of other folders).
    if (inFence) return;
    for (const match of content.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = (match[1] ?? '').split('#')[0] ?? '';
      if (target && !/^[a-z][a-z+.-]*:/i.test(target)) named.push({ document, line: index + 1, target, kind: 'link' });
    }
    for (const match of content.matchAll(/`([^`\s]+)`/g)) {
      const target = match[1] ?? '';
      const first = target.split('/')[0] ?? '';
      const ours = foldersOf(document).some((folder) => existsSync(path.join(folder, first)));
      if (FILE_PATH.test(target) && target.includes('/') && !GENERATED.test(target) && ours) named.push({ document, line: index + 1, target, kind: 'path' });
    }
  });
  return named;
}

const resolves = ({ document, target, kind }: Named) =>
  kind === 'link' ? existsSync(path.join(root, path.dirname(document), target)) : foldersOf(document).some((folder) => existsSync(path.join(folder, target)));

describe('docs', () => {
  it('name only files and folders that exist (links and paths in backticks)', () => {
    const named = documents.flatMap(namedPaths);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((entry) => !resolves(entry)).map(({ document, line, target }) => `${document}:${line} ${target}`)).toEqual([]);
  });
});
