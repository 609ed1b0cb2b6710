/** Original sample artwork for stories: astronaut avatars as SVG data URIs (not product content). */
const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function astronaut(suit: string, visor: string, skin: string, hair: string, background: string) {
  return svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
  <defs>
    <radialGradient id="bg" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#070d1c"/></radialGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.5" stop-color="${visor}" stop-opacity="0.15"/><stop offset="1" stop-color="${visor}" stop-opacity="0.35"/></linearGradient>
  </defs>
  <rect width="240" height="240" fill="url(#bg)"/>
  <g fill="#ffffff" opacity="0.8"><circle cx="30" cy="36" r="1.6"/><circle cx="204" cy="28" r="1.2"/><circle cx="212" cy="118" r="1.8"/><circle cx="22" cy="150" r="1.1"/><circle cx="120" cy="16" r="1"/></g>
  <path d="M38 240c4-52 38-78 82-78s78 26 82 78z" fill="${suit}"/>
  <rect x="96" y="176" width="48" height="26" rx="6" fill="#ffffff" opacity="0.9"/>
  <circle cx="108" cy="189" r="5" fill="#176cd9"/><circle cx="122" cy="189" r="5" fill="#ffd166"/><circle cx="136" cy="189" r="5" fill="#e4572e"/>
  <circle cx="120" cy="104" r="70" fill="#e9eef6"/>
  <circle cx="120" cy="104" r="70" fill="none" stroke="#b8c4d6" stroke-width="6"/>
  <circle cx="120" cy="108" r="50" fill="${skin}"/>
  <path d="M72 98c6-32 26-46 48-46s44 14 48 46c-14-14-30-20-48-20s-34 6-48 20z" fill="${hair}"/>
  <circle cx="102" cy="110" r="5" fill="#1d2433"/><circle cx="138" cy="110" r="5" fill="#1d2433"/>
  <path d="M104 130q16 12 32 0" fill="none" stroke="#1d2433" stroke-width="4" stroke-linecap="round"/>
  <circle cx="120" cy="104" r="58" fill="url(#glass)"/>
  <path d="M80 78q14-22 40-26" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>
</svg>`);
}

export const sampleAvatarOptions = [
  astronaut('#f2f5fa', '#176cd9', '#f1c7a0', '#3b2a20', '#1b2f55'),
  astronaut('#ff8a3d', '#29507E', '#a86b45', '#1d1410', '#29507E'),
  astronaut('#176cd9', '#ffd166', '#e0ac82', '#c0762c', '#3a1f5c'),
] as const;
