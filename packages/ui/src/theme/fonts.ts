// Self-hosted fonts (never a font CDN): screenshots and first paint do not depend on the machine.
// Only the latin subsets and the weights the kit uses; font-display: swap keeps text visible.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/exo-2/latin-600.css';
import '@fontsource/exo-2/latin-700.css';
