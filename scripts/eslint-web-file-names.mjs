// ESLint rule: the web app's file names say what a file is. A hook module is `useThing.ts`, a
// zustand store is `thing.store.ts`, a feature's calls and queries are its `api.ts`.
import path from 'node:path';

const APP_DIR = `${path.sep}apps${path.sep}web${path.sep}app${path.sep}`;

export const webFileNames = {
  meta: { type: 'suggestion', schema: [], messages: {} },
  create(context) {
    const file = context.filename;
    if (!file.includes(APP_DIR)) return {};
    const name = path.basename(file).replace(/\.test(?=\.tsx?$)/, '');
    const report = (node, message) => context.report({ node, message: `${path.basename(file)}: ${message}` });
    return {
      Program(node) {
        if (/^use[-_A-Z]/.test(name) && !/^use[A-Z][A-Za-z0-9]*\.tsx?$/.test(name))
          report(node, 'a hook module is named after its hook in camelCase: useThing.ts.');
        if (/[-_.]store\.tsx?$|Store\.tsx?$/.test(name) && !/^[a-z][a-z0-9-]*\.store\.ts$/.test(name))
          report(node, 'a store module is named thing.store.ts.');
        if (/[-_.]api\.tsx?$|Api\.tsx?$/.test(name)) report(node, "a feature's calls and queries live in its api.ts.");
      },
      ImportDeclaration(node) {
        if (node.source.value === 'zustand' && !/\.store\.ts$/.test(name))
          report(node, 'a zustand store lives in a thing.store.ts module.');
      },
    };
  },
};
