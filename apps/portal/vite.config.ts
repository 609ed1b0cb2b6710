import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budgets script reads the manifest to know what each route loads first.
    manifest: true,
    target: 'es2022',
  },
  preview: { port: 4173 },
});
