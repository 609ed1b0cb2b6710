/** Original sample artwork for stories: campaign key visuals (SVG data URIs, not product art). */
const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A key visual: planet, orbit, rocket and the campaign name, in the campaign's colours. 8:5 by
 * default; another `width`/`height` widens or narrows the scene (the name stays on the left edge).
 */
export function sampleKeyVisual(
  name: string,
  { from = '#29507E', to = '#176cd9', planet = '#ffd166', width = 480, height = 300 } = {},
) {
  const viewWidth = Math.round((300 * width) / height);
  const planetX = viewWidth - 120;
  const label = escapeXml(name.toUpperCase());
  const fontSize = name.length > 16 ? 20 : 28;
  const boxWidth = Math.min(432, 44 + Math.round(name.length * fontSize * 0.72));
  return svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewWidth} 300" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="#070d1c"/></linearGradient>
    <radialGradient id="planet" cx="35%" cy="35%" r="70%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.25" stop-color="${planet}"/><stop offset="1" stop-color="${to}"/></radialGradient>
  </defs>
  <rect width="${viewWidth}" height="300" fill="url(#bg)"/>
  <g fill="#ffffff"><circle cx="40" cy="40" r="1.6"/><circle cx="120" cy="260" r="1.2"/><circle cx="440" cy="60" r="1.8"/><circle cx="300" cy="30" r="1.1"/><circle cx="210" cy="120" r="1"/><circle cx="460" cy="240" r="1.3"/><circle cx="80" cy="150" r="1"/></g>
  <circle cx="${planetX}" cy="150" r="82" fill="url(#planet)"/>
  <ellipse cx="${planetX}" cy="150" rx="130" ry="30" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" transform="rotate(-18 ${planetX} 150)"/>
  <g transform="translate(150 160) rotate(40)">
    <path d="M0-46c14 12 20 28 20 46v30h-40V0c0-18 6-34 20-46z" fill="#f2f5fa"/>
    <circle cx="0" cy="-8" r="8" fill="${to}" stroke="#0f1b2d" stroke-width="3"/>
    <path d="M-20 10l-14 22h14zM20 10l14 22h-14z" fill="${from}"/>
    <path d="M-12 32h24l-12 30z" fill="#ff8a3d"/>
  </g>
  <rect x="24" y="218" width="${boxWidth}" height="56" rx="10" fill="#070d1c" fill-opacity="0.75"/>
  <text x="44" y="256" font-family="'Exo 2', Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff" letter-spacing="1" textLength="${boxWidth - 40}" lengthAdjust="spacingAndGlyphs">${label}</text>
</svg>`);
}

const sampleCampaign = (slug: string, name: string, from: string, to: string, planet: string) => ({
  slug,
  name,
  image: sampleKeyVisual(name, { from, to, planet }),
});

export const sampleCampaigns = [
  sampleCampaign('anual', 'Anual', '#29507E', '#176cd9', '#ffd166'),
  sampleCampaign('top-brasil', 'Top Brasil', '#146c2e', '#2e9e4f', '#ffd166'),
  sampleCampaign('consumo', 'Consumo', '#7a2e8f', '#b14fc9', '#ffb3c7'),
  sampleCampaign(
    'profissional-cesta-basica',
    'Profissional Cesta Básica',
    '#8a4b08',
    '#e08a1e',
    '#ffe29a',
  ),
  sampleCampaign('mix-positivacao', 'Mix e Positivação', '#0b6e75', '#18a7b2', '#b8f1ff'),
  sampleCampaign('novos-clientes', 'Novos Clientes', '#b3261e', '#e4572e', '#ffd166'),
  sampleCampaign('sao-joao', 'São João', '#5b3a12', '#c0762c', '#ffbf47'),
];
