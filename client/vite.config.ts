import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import react from '@vitejs/plugin-react';

// vite-plugin-relay must come before plugin-react (it runs babel-plugin-relay on graphql tags).
export default defineConfig({
  base: './',
  plugins: [relay, react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': {
        target: process.env.GATEWAY_URL || 'http://127.0.0.1:4000',
        changeOrigin: true,
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
