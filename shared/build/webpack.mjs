// One webpack configuration factory for the shell and the four remotes, so every build compiles, shares and
// names its files the same way. Each app's webpack.config.mjs only says who it is and what it exposes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedSingletons } from './shared-singletons.mjs';
import {
  ChunkGraphPlugin,
  describeChunkGroups,
  moduleSharedFiles,
  StartupPreloadPlugin,
} from './chunk-graph-plugin.mjs';
import { RoutesManifestPlugin, webpackExposes } from './remote-routes.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * react-router, react-router-dom and react-i18next, aliased to the exports the apps use (see
 * react-router-subset.mjs and react-i18next-subset.mjs): shared modules are bundled whole, so each is cut
 * down to what the apps import before it is shared.
 */
function subsetAliases(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const fromDom = createRequire(require.resolve('react-router-dom'));
  const routerSubset = path.join(buildDir, 'react-router-subset.mjs');
  return {
    'react-router$': routerSubset,
    'react-router-dom$': routerSubset,
    '@immo237/react-router-full$': fromDom.resolve('react-router').replace(/index\.js$/, 'index.mjs'),
    'react-i18next$': path.join(buildDir, 'react-i18next-subset.mjs'),
    // From the shared package (i18n lives there), so every app gets the catalog's one copy.
    '@immo237/react-i18next-full$': createRequire(path.join(buildDir, '..', 'package.json'))
      .resolve('react-i18next')
      .replace(/commonjs[\\/]index\.js$/, path.join('es', 'index.js')),
  };
}

const requireHere = createRequire(import.meta.url);

/** Where an app's builds go: its dist/, or IMMO237_DIST (a release candidate built beside the current one). */
function distOf(appDir) {
  return process.env.IMMO237_DIST ? path.resolve(process.env.IMMO237_DIST) : path.join(appDir, 'dist');
}
const repoRoot = path.resolve(buildDir, '..', '..');

/**
 * swc for every build, browser and server alike. The styled-components plugin gives each styled component an id
 * derived from its file's content instead of a counter of creation order: a server that has loaded other pages
 * (or another release) names the classes exactly as the browser does, so hydration matches. Its options must
 * stay the same in every build and mode.
 * @param {boolean} production
 */
function swcLoader(production) {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: {
          react: { runtime: 'automatic', development: !production, refresh: false },
        },
        experimental: {
          plugins: [
            [
              requireHere.resolve('@swc/plugin-styled-components'),
              { ssr: true, displayName: false, pure: true },
            ],
          ],
          // swc compiles the plugin once; keep its cache out of the source folders.
          cacheRoot: path.join(repoRoot, 'node_modules', '.cache', 'swc'),
        },
      },
    },
  };
}

/**
 * The apps' own sources, compiled by swc. An import of a name the module does not export (e.g. one missing from
 * react-router-subset.mjs) fails the build instead of being undefined at run time.
 * @param {boolean} production
 */
function sourceRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    parser: { exportsPresence: 'error' },
    use: swcLoader(production),
  };
}

const START_API =
  'SEED=true pnpm --filter api dev (the API alone, with the demo data) or pnpm dev (the whole site)';

/**
 * The dev server's proxy of /api and /uploads to `target`. An API that is not running answers 502 with a JSON
 * body naming the command that starts one, instead of a bare connection error in the browser's console.
 * @param {string} target
 */
function apiProxy(target) {
  return {
    context: ['/api', '/uploads'],
    target,
    changeOrigin: false,
    onError(_error, _request, response) {
      if (response.headersSent) return response.end();
      response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({
          code: 'API_NOT_RUNNING',
          message: `No API answers at ${target}: start one with ${START_API}.`,
        }),
      );
    },
  };
}

/** Says in the terminal whether an API answers at `target`, and how to start one when none does. */
async function announceApi(target) {
  try {
    const response = await fetch(`${target}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (response.ok) return console.log(`[dev] /api and /uploads go to the API at ${target}.`);
  } catch {
    // not running
  }
  console.warn(
    `[dev] No API answers at ${target}. Pages that need data will fail until one runs: start it with ${START_API}` +
      ', or set API_URL to one that runs elsewhere.',
  );
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app (its package.json lives there)
 * @param {number} options.port its standalone dev server's port (`webpack serve`), written in the app's own config so a
 *   remote builds outside this repository too; scripts/apps.mjs names the same (checked by app-ports.test.mjs)
 * @param {import('./remote-routes.mjs').RemoteDefinition<Record<string, string>>} [options.remote] a remote's
 *   declaration (remote.config.mjs): its name, exposes and routes
 * @param {boolean} [options.host] true for the shell
 * @param {import('webpack-dev-server').Configuration['setupMiddlewares']} [options.setupMiddlewares] dev server
 * @param {string} [options.title] page title of the HTML document
 * @param {string} [options.apiTarget] where the dev server proxies /api and /uploads
 */
export function createWebpackConfig(options) {
  const { appDir, port, remote, host = false, title = 'Immo237' } = options;
  const name = remote?.name ?? 'shell';
  const exposes = remote ? webpackExposes(remote.exposes) : {};
  const apiTarget = options.apiTarget ?? process.env.API_URL ?? 'http://127.0.0.1:4000';
  return (env, argv) => {
    const production = argv.mode === 'production';
    const browser = {
      context: appDir,
      mode: production ? 'production' : 'development',
      entry: './src/index.ts',
      target: 'web',
      // Source maps in files, not eval: the site's Content-Security-Policy allows no eval, in development too.
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: distOf(appDir),
        // The shell is served from the site root; a remote's chunks load from wherever its remoteEntry came from.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        // Module Federation's container chunk has no JS content hash: hash what can be hashed, keep the rest plain.
        // Development builds too: `pnpm dev` serves them as `pnpm start` does, cached for good under a name that
        // changes with every edit.
        filename: (pathData) =>
          pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // dist/server/ is the other build's.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // react-router's and react-i18next's own files import only relative modules, react, react-dom and i18next:
        // the aliases reach our code only.
        alias: subsetAliases(appDir),
      },
      module: {
        rules: [
          sourceRule(production),
          { test: /\.(png|jpe?g|gif|svg|webp|avif)$/i, type: 'asset/resource' },
          // Stylesheets as text, written into the page by the code that needs them (Leaflet's, with a map).
          { test: /\.css$/i, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(appDir),
          // Remotes are registered at run time from remotes.json; there is nothing to generate types from.
          dts: false,
          manifest: true,
          // Use whichever copy of a shared module is already loaded instead of fetching every remote's entry to
          // compare versions: a remote that is down must not delay (or break) the pages that do not need it.
          shareStrategy: 'loaded-first',
          experiments: {
            optimization: {
              // Leave the runtime's Node.js loading code out of browser bundles.
              target: 'web',
              // A remote loads no other remote: the manifest/snapshot machinery in its remoteEntry.js is dead code
              // (the shell's runtime reads the manifests).
              ...(host ? {} : { disableSnapshot: true, disableRemote: true }),
            },
          },
        }),
        new HtmlWebpackPlugin({
          // A remote's page is its standalone harness, the same for every remote; the shell has its own document.
          template: host ? path.join(appDir, 'src/index.html') : path.join(buildDir, 'harness.html'),
          title,
          scriptLoading: 'defer',
          minify: production,
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // A label for the build (e.g. a git sha or a release number) that an app may show or log.
          'process.env.IMMO237_RELEASE': JSON.stringify(process.env.IMMO237_RELEASE ?? 'dev'),
        }),
        ...(production ? precompressedCopies() : []),
        // dist/chunk-graph.json: which files each chunk group loads and which shared modules it consumes; the
        // byte budgets (scripts/check-budgets.mjs) derive the home page's first-render JS from it.
        ...(production ? [new ChunkGraphPlugin()] : []),
        ...(production && host ? [new StartupPreloadPlugin(HtmlWebpackPlugin)] : []),
        // dist/mf-routes.json: the routes this remote serves, read by the shell's server to compose the site.
        ...(remote
          ? [
              new RoutesManifestPlugin(remote, appDir, (compilation) =>
                moduleSharedFiles(describeChunkGroups(compilation), Object.keys(remote.exposes)),
              ),
            ]
          : []),
        ...(host
          ? [new CopyWebpackPlugin({ patterns: [{ from: path.join(appDir, 'public'), to: '.' }] })]
          : []),
      ],
      optimization: {
        // Named chunk ids keep the file list readable in budgets and logs; content hashes still change per edit.
        chunkIds: production ? 'deterministic' : 'named',
        moduleIds: 'deterministic',
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        host: '127.0.0.1',
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: host ? { directory: path.join(appDir, 'public') } : false,
        ...(options.setupMiddlewares ? { setupMiddlewares: options.setupMiddlewares } : {}),
        client: { overlay: { warnings: false, errors: true } },
        // The shell and each remote's harness talk to a running API; without one, every call says how to start it.
        proxy: [apiProxy(apiTarget)],
        onListening: () => void announceApi(apiTarget),
      },
    };
    // `webpack serve` (a remote's harness, the shell alone) needs the browser build only; every other build, the
    // development builds of `pnpm dev` included, also makes the Node bundle the shell's server renders with.
    if (env?.WEBPACK_SERVE) return browser;
    return [browser, serverConfig({ appDir, name, exposes, host })];
  };
}

/**
 * The Node build of an app, published beside its browser build in dist/server/: the same exposes, shared as
 * the same singletons, loaded by the shell's server through Module Federation's Node runtime (async-node: the
 * remote's chunks are fetched over HTTP from where its remoteEntry.js came from, like in a browser). The shell's
 * own server build is the renderer (src/server/index.ts), with no remote known until run time.
 * @param {{ appDir: string, name: string, exposes: Record<string, string>, host: boolean }} options
 */
function serverConfig({ appDir, name, exposes, host }) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const fullRouter = createRequire(require.resolve('react-router-dom'))
    .resolve('react-router')
    .replace(/index\.js$/, 'index.mjs');
  return {
    name: 'server',
    context: appDir,
    mode: 'production',
    target: 'async-node',
    devtool: false,
    entry: host ? { main: './src/server/index.ts' } : {},
    output: {
      path: path.join(distOf(appDir), 'server'),
      publicPath: host ? '' : 'auto',
      uniqueName: name,
      filename: '[name].js',
      // The shell's chunks are read from its disk, the remotes' fetched over HTTP: distinct names never collide.
      chunkFilename: host ? 'shell-[name].[contenthash:10].js' : '[name].[contenthash:10].js',
      library: { type: host ? 'commonjs2' : 'commonjs-module' },
      chunkLoading: 'async-node',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // The server has no byte budget: the full react-router (StaticRouter) and react-i18next (I18nextProvider),
      // one copy each, shared by every server build.
      // Leaflet touches window as it loads: the server never draws a map (maps open in the browser), so it is
      // left out of server bundles altogether.
      alias: { 'react-router$': fullRouter, 'react-router-dom$': fullRouter, leaflet: false },
    },
    module: {
      rules: [
        sourceRule(true),
        // Images are the browser build's files: the server writes the same URLs without emitting them again.
        { test: /\.(png|jpe?g|gif|svg|webp|avif)$/i, type: 'asset/resource', generator: { emit: false } },
        { test: /\.css$/i, type: 'asset/source' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedSingletons(appDir),
        dts: false,
        manifest: false,
        shareStrategy: 'loaded-first',
        remoteType: 'script',
        library: host ? undefined : { type: 'commonjs-module', name },
        runtimePlugins: [requireHere.resolve('@module-federation/node/runtimePlugin')],
      }),
      new webpack.DefinePlugin({
        'process.env.IMMO237_RELEASE': JSON.stringify(process.env.IMMO237_RELEASE ?? 'dev'),
      }),
      // The bundle is CommonJS inside packages of "type": "module": say so for Node's loader.
      {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('ServerPackageJson', (compilation) => {
            compilation.hooks.processAssets.tap('ServerPackageJson', () => {
              compilation.emitAsset(
                'package.json',
                new compiler.webpack.sources.RawSource('{ "type": "commonjs" }\n'),
              );
            });
          });
        },
      },
    ],
    optimization: { minimize: false, chunkIds: 'deterministic', moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Pre-compressed copies of a production build's text files: the static servers send .br/.gz as they are, with no
 * work per request. Every browser build has them; a build of its own (the shell's service worker) adds them too.
 */
export function precompressedCopies() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: /\.(js|css|html|json|svg)$/,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: /\.(js|css|html|json|svg)$/,
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}
