// ESLint rule: server modules import each other only through index.ts and only along the allowed
// edges of scripts/module-deps.mjs; platform/ never imports a module.
import path from 'node:path';
import { moduleDependencies } from './module-deps.mjs';

const MODULES_DIR = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;
const PLATFORM_DIR = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}platform${path.sep}`;

function moduleOf(file) {
  const i = file.indexOf(MODULES_DIR);
  if (i < 0) return null;
  const rest = file.slice(i + MODULES_DIR.length).split(path.sep);
  return { name: rest[0], inner: rest.slice(1).join('/') };
}

export const moduleBoundaries = {
  meta: { type: 'problem', schema: [], messages: {} },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    const inPlatform = file.includes(PLATFORM_DIR);
    if (!from && !inPlatform) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source));
      if (!target) return;
      if (inPlatform) {
        context.report({
          node,
          message: `platform/ must not import module "${target.name}": use a seam (events, auth context, realtime publisher).`,
        });
        return;
      }
      if (target.name === from.name) return;
      const publicApi = target.inner === '' || /^index(\.ts)?$/.test(target.inner);
      // tests may set up a dependency through its internals; production code may not
      const isTest = /\.test\.ts$|test-helpers\.ts$|[\\/]test[\\/]/.test(file);
      if (!publicApi && !isTest) {
        context.report({
          node,
          message: `Import module "${target.name}" through its public API (modules/${target.name}/index.ts), not "${target.inner}".`,
        });
      }
      const allowed = moduleDependencies[from.name];
      if (!allowed) {
        context.report({ node, message: `Module "${from.name}" is not in scripts/module-deps.mjs: add it with its allowed dependencies.` });
      } else if (!allowed.includes(target.name)) {
        context.report({
          node,
          message: `Module "${from.name}" may not depend on "${target.name}" (allowed: ${allowed.join(', ') || 'none'}). Use domain events instead.`,
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
