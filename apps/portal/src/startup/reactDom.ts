// Start-up's first step: React's renderer, evaluated in a task of its own (main.tsx).
export { createRoot } from 'react-dom/client';
