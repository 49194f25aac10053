// ESLint rule: inside an app, a feature never imports another feature, and shared folders
// (components, hooks, lib, config) import no feature (bulletproof-react's boundaries).
import path from 'node:path';

const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
const SHARED = /[\\/]src[\\/](components|hooks|lib|config)[\\/]/;

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'no imports across features; shared folders import no feature' },
    schema: [],
    messages: {
      crossFeature:
        'The "{{from}}" feature imports the "{{to}}" feature. Move what both need to src/components, src/hooks or src/lib, or compose them in a route.',
      sharedImportsFeature:
        'Shared folder code imports the "{{to}}" feature. Shared code must not depend on a feature: move it into the feature or compose them in a route.',
    },
  },
  create(context) {
    const filename = context.filename;
    const fromFeature = FEATURE.exec(filename)?.[1];
    const fromShared = SHARED.test(filename);
    if (!fromFeature && !fromShared) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source) + path.sep;
      const toFeature = FEATURE.exec(target)?.[1];
      if (!toFeature) return;
      if (fromFeature && toFeature !== fromFeature) {
        context.report({ node, messageId: 'crossFeature', data: { from: fromFeature, to: toFeature } });
      } else if (!fromFeature && fromShared) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { to: toFeature } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
