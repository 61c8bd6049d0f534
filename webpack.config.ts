import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execSync } from 'node:child_process';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const pkg = require('./package.json') as { version: string };

function buildHash(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** Prints each entry's and each lazy chunk's gzipped size after a production build. */
class GzipSizeReportPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.afterEmit.tap('GzipSizeReportPlugin', (compilation) => {
      const gz = (file: string): number => {
        // Sources are released after emit: read the emitted file.
        const full = path.join(compilation.outputOptions.path ?? 'dist', file);
        return fs.existsSync(full) ? zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length : 0;
      };
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const lines: string[] = ['', 'Gzipped sizes (production):'];
      for (const [name, entry] of compilation.entrypoints) {
        const files = entry.getFiles().filter((f) => /\.(js|css)$/.test(f));
        const total = files.reduce((sum, f) => sum + gz(f), 0);
        lines.push(`  entry ${name}: ${kb(total)} (${files.join(', ')})`);
      }
      const lazy = [...compilation.chunks].filter((c) => !c.canBeInitial());
      for (const chunk of lazy) {
        const files = [...chunk.files].filter((f) => /\.(js|css)$/.test(f));
        const total = files.reduce((sum, f) => sum + gz(f), 0);
        lines.push(`  chunk ${chunk.name ?? chunk.id}: ${kb(total)}`);
      }
      console.log(lines.join('\n'));
    });
  }
}

export default (_env: unknown, argv: { mode?: 'development' | 'production' }): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const isProd = mode === 'production';
  const apiPort = process.env.API_PORT ?? '8080';
  return {
    mode,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '/v1'),
        'process.env.APP_VERSION': JSON.stringify(pkg.version),
        'process.env.BUILD_HASH': JSON.stringify(buildHash()),
        'process.env.ENABLE_DEVTOOLS': JSON.stringify(process.env.ENABLE_DEVTOOLS ?? (isProd ? 'false' : 'true')),
      }),
      ...(isProd ? [new GzipSizeReportPlugin()] : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    stats: isProd ? 'errors-warnings' : 'minimal',
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/v1', '/uploads'], target: `http://127.0.0.1:${apiPort}` }],
    },
  };
};
