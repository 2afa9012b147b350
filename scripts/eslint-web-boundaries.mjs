// ESLint rule: in the web app a feature (app/features/<name>/) is used by other features and by the
// route modules only through its index.ts; app/lib/ and app/ui/ sit below the features and import none.
import path from 'node:path';

const APP_DIR = `${path.sep}apps${path.sep}web${path.sep}app${path.sep}`;

/** Where a file sits in the web app: its area (features, routes, lib, ui, root) and, in a feature, its name and inner path. */
function placeOf(file) {
  const i = file.indexOf(APP_DIR);
  if (i < 0) return null;
  const parts = file.slice(i + APP_DIR.length).split(path.sep);
  if (parts[0] === 'features') return { area: 'features', feature: parts[1], inner: parts.slice(2).join('/') };
  return { area: parts.length === 1 ? 'root' : parts[0] };
}

export const webBoundaries = {
  meta: { type: 'problem', schema: [], messages: {} },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from) return {};
    const isTest = /\.test\.tsx?$/.test(file);
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(file), source));
      if (!target || target.area !== 'features') return;
      if (from.area === 'lib' || from.area === 'ui') {
        context.report({
          node,
          message: `app/${from.area}/ must not import a feature ("${target.feature}"): move the shared piece down into app/${from.area}/.`,
        });
        return;
      }
      if (from.area === 'features' && from.feature === target.feature) return;
      const publicApi = target.inner === '' || /^index(\.tsx?)?$/.test(target.inner);
      if (!publicApi && !isTest) {
        context.report({
          node,
          message: `Import feature "${target.feature}" through its public API (features/${target.feature}/index.ts), not "${target.inner}".`,
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
