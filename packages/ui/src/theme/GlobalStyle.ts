import { createGlobalStyle } from 'styled-components';

/**
 * The stars and nebulae are a fixed layer of their own behind the page (`body::before`; `body` is
 * a stacking context, so the layer paints above its colour): drawn once, not again under every
 * change of the content above them, as a body background with `background-attachment: fixed`
 * was (Safari on iOS ignores `fixed` there anyway). An element with `hidden` stays hidden whatever
 * display its component gives it (a piece rendered ahead of its use, as the upload's status).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.onSpace};
    background-color: ${({ theme }) => theme.colors.space};
    -webkit-font-smoothing: antialiased;
    isolation: isolate;
  }
  body::before {
    content: '';
    position: fixed;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background-image:
      radial-gradient(1px 1px at 12% 18%, rgba(255,255,255,0.7) 50%, transparent 51%),
      radial-gradient(1px 1px at 68% 9%, rgba(255,255,255,0.6) 50%, transparent 51%),
      radial-gradient(1.5px 1.5px at 84% 42%, rgba(255,255,255,0.55) 50%, transparent 51%),
      radial-gradient(1px 1px at 32% 66%, rgba(255,255,255,0.5) 50%, transparent 51%),
      radial-gradient(1.5px 1.5px at 52% 88%, rgba(255,255,255,0.45) 50%, transparent 51%),
      radial-gradient(ellipse at 80% -10%, ${({ theme }) => theme.colors.nebula} 0%, transparent 60%),
      radial-gradient(ellipse at -10% 110%, ${({ theme }) => theme.colors.brandDeep} 0%, transparent 55%);
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.fonts.display}; line-height: 1.2; margin: 0; }
  [hidden] { display: none !important; }
  img, svg { display: block; max-width: 100%; }
  button, input, textarea, select { font: inherit; }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
