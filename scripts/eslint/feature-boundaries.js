import path from 'node:path';

/**
 * A tiny local ESLint plugin: a web feature (apps/web/src/features/<name>/…) may import another
 * feature only through that feature's index.ts, so each feature's internals can move without
 * breaking its neighbours. no-restricted-imports cannot say this: a relative import's target depends
 * on where the importing file is, so the rule resolves the path first.
 */
const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to and its path inside that feature, or undefined outside features. */
function locate(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return undefined;
  const [feature, ...rest] = file.slice(at + FEATURES.length).split(path.sep);
  return { feature, inside: rest.join('/') };
}

const publicSurfaceOnly = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Import another feature only through its index.ts (DESIGN.md 5.1: folders by feature).',
    },
    schema: [],
    messages: {
      internal:
        "'{{source}}' reaches into feature '{{feature}}': import from its index.ts ('{{suggestion}}') and export what you need there.",
    },
  },
  create(context) {
    const own = locate(context.filename);
    if (!own) return {};
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(context.filename), source));
      if (!target || target.feature === own.feature) return;
      if (target.inside === '' || target.inside === 'index' || target.inside === 'index.ts') return;
      const suggestion = path
        .relative(
          path.dirname(context.filename),
          path.resolve(
            context.filename.slice(0, context.filename.indexOf(FEATURES) + FEATURES.length),
            target.feature,
          ),
        )
        .split(path.sep)
        .join('/');
      context.report({
        node: node.source,
        messageId: 'internal',
        data: { source, feature: target.feature, suggestion },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'feature-boundaries' }, rules: { 'public-surface-only': publicSurfaceOnly } };
