import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A module loaded on first use, synchronously (Node's require, which also loads ES modules), so
 * heavy optional dependencies (AI SDKs, the API reference) cost no memory in processes that never
 * call them. Give the type as T (`typeof import` of the package) to keep the types.
 */
export function lazyModule<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(specifier) as T;
    return loaded;
  };
}

/** Where a package lives on disk, without loading it. */
export function packageDirectory(name: string): string {
  return require.resolve(`${name}/package.json`).replace(/[\\/]package\.json$/, '');
}
