import packageJson from '../package.json' with { type: 'json' };

/** The package's version (`arbiter --version`), from package.json; the build bundles it in. */
export const VERSION: string = packageJson.version;
