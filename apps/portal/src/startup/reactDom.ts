// Start-up's first step: React's renderer, evaluated in a task of its own (main.tsx). The router's
// flushSync comes from here too, so react-dom stays one chunk.
export { flushSync } from 'react-dom';
export { createRoot } from 'react-dom/client';
