import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { JornadaThemeProvider } from '@jornada/ui';
import { router } from './routes/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JornadaThemeProvider>
      <RouterProvider router={router} />
    </JornadaThemeProvider>
  </StrictMode>,
);
