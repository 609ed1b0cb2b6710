/**
 * Original sample artwork for stories: a unit's ship and shield (SVG data URIs, not product art).
 * sample-ship.png (sampleShip() at 640 px) and sample-shield.png (sampleShield('UN NO/NE') at
 * 480 px) are their downloads, rendered as the portal's build renders artwork
 * (apps/portal/build/pngArtwork.ts): render them again when these change.
 */
const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function sampleShip(hull = '#176cd9', accent = '#ffd166') {
  return svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">
  <defs>
    <radialGradient id="sky" cx="70%" cy="20%" r="90%"><stop offset="0" stop-color="#1b2f55"/><stop offset="1" stop-color="#070d1c"/></radialGradient>
    <linearGradient id="hull" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f5fa"/><stop offset="1" stop-color="#b8c4d6"/></linearGradient>
    <linearGradient id="flame" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff8a3d" stop-opacity="0"/><stop offset="1" stop-color="${accent}"/></linearGradient>
  </defs>
  <rect width="320" height="240" fill="url(#sky)"/>
  <g fill="#fff"><circle cx="24" cy="30" r="1.4"/><circle cx="92" cy="200" r="1.1"/><circle cx="292" cy="40" r="1.6"/><circle cx="260" cy="210" r="1.2"/><circle cx="150" cy="24" r="1"/></g>
  <circle cx="270" cy="190" r="56" fill="${hull}" opacity="0.35"/>
  <path d="M30 128h64l-8-10H40z" fill="url(#flame)"/>
  <path d="M30 136h64l-8 10H40z" fill="url(#flame)"/>
  <path d="M86 112h120c34 0 62 10 84 20-22 10-50 20-84 20H86c-10 0-16-8-16-20s6-20 16-20z" fill="url(#hull)"/>
  <path d="M206 112c34 0 62 10 84 20h-84z" fill="${hull}"/>
  <circle cx="232" cy="128" r="9" fill="#0f1b2d"/><circle cx="232" cy="128" r="6" fill="${accent}" opacity="0.8"/>
  <path d="M110 112l-22-36h36l30 36zM110 152l-22 36h36l30-36z" fill="${hull}"/>
  <rect x="120" y="126" width="70" height="8" rx="4" fill="${hull}"/>
  <circle cx="140" cy="130" r="2.4" fill="#fff"/><circle cx="156" cy="130" r="2.4" fill="#fff"/><circle cx="172" cy="130" r="2.4" fill="#fff"/>
</svg>`);
}

export function sampleShield(unit = 'UN SUDESTE/SUL', field = '#29507E', accent = '#ffd166') {
  return svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
  <rect width="240" height="240" fill="#070d1c"/>
  <path d="M120 18l84 28v62c0 56-36 94-84 114-48-20-84-58-84-114V46z" fill="${field}" stroke="${accent}" stroke-width="6"/>
  <path d="M120 40l64 22v46c0 44-28 74-64 90-36-16-64-46-64-90V62z" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>
  <ellipse cx="120" cy="104" rx="50" ry="18" fill="none" stroke="${accent}" stroke-width="4" transform="rotate(-20 120 104)"/>
  <path d="M120 66c10 8 14 20 14 32v26h-28V98c0-12 4-24 14-32z" fill="#ffffff"/>
  <circle cx="120" cy="94" r="5" fill="#176cd9"/>
  <path d="M114 126h12l-6 14z" fill="#ff8a3d"/>
  <rect x="48" y="150" width="144" height="26" rx="6" fill="#0f1b2d"/>
  <text x="120" y="168" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#ffffff" letter-spacing="1">${unit}</text>
</svg>`);
}
