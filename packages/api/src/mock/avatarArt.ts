/** Original space-crew avatar art, drawn in code as SVG, served by the mock at `/avatars/<file>.svg`. */

interface CrewLook {
  title: string;
  sky: string;
  suit: string;
  accent: string;
  skin: string;
  hair: string;
  visor: string;
}

/** The crew catalogue: file name (without `.svg`) to look. */
export const CREW: Record<string, CrewLook> = {
  'comandante-orion': {
    title: 'Comandante Orion',
    sky: '#0b1d3a',
    suit: '#29507e',
    accent: '#f5b841',
    skin: '#8d5a3b',
    hair: '#1d1410',
    visor: '#5fc3ff',
  },
  'piloto-vega': {
    title: 'Piloto Vega',
    sky: '#1a0f3a',
    suit: '#176cd9',
    accent: '#ff6f59',
    skin: '#f1c9a5',
    hair: '#6b3e1f',
    visor: '#9be7ff',
  },
  'engenheira-lyra': {
    title: 'Engenheira Lyra',
    sky: '#08263a',
    suit: '#2f7d6d',
    accent: '#ffd166',
    skin: '#c68642',
    hair: '#2b1a12',
    visor: '#7ef0d8',
  },
  'navegador-altair': {
    title: 'Navegador Altair',
    sky: '#151a3f',
    suit: '#5b3f99',
    accent: '#6ee7b7',
    skin: '#e0ac69',
    hair: '#3b2314',
    visor: '#c4b5fd',
  },
  'cientista-nova': {
    title: 'Cientista Nova',
    sky: '#0d2438',
    suit: '#b83b5e',
    accent: '#f9ed69',
    skin: '#ffdbac',
    hair: '#d9a441',
    visor: '#a5f3fc',
  },
  'tenente-sirius': {
    title: 'Tenente Sirius',
    sky: '#0a1630',
    suit: '#3d5a80',
    accent: '#ee6c4d',
    skin: '#5c3a21',
    hair: '#0f0a08',
    visor: '#98c1d9',
  },
  'cadete-draco': {
    title: 'Cadete Draco',
    sky: '#1b1035',
    suit: '#e07a1f',
    accent: '#4cc9f0',
    skin: '#f3d2b3',
    hair: '#8b4513',
    visor: '#bde0fe',
  },
  'capita-andromeda': {
    title: 'Capitã Andrômeda',
    sky: '#101935',
    suit: '#1f6f8b',
    accent: '#ffb4a2',
    skin: '#a0664a',
    hair: '#231815',
    visor: '#caf0f8',
  },
  'astronauta-cassiopeia': {
    title: 'Astronauta Cassiopeia',
    sky: '#14123a',
    suit: '#6d597a',
    accent: '#e9c46a',
    skin: '#eac086',
    hair: '#4a2c17',
    visor: '#b8f2e6',
  },
};

function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function stars(seedText: string, count: number): string {
  const next = random(seedText);
  return Array.from({ length: count }, () => {
    const x = (next() * 256).toFixed(1);
    const y = (next() * 150).toFixed(1);
    const r = (0.6 + next() * 1.4).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.4 + next() * 0.6).toFixed(2)}"/>`;
  }).join('');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One crew member in a helmet, on a starry sky. */
function crewAvatarSvg(name: string, look: CrewLook): string {
  const { sky, suit, accent, skin, hair, visor } = look;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${escapeXml(look.title)}">
<title>${escapeXml(look.title)}</title>
<defs>
<radialGradient id="sky" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="${sky}" stop-opacity="0.75"/><stop offset="1" stop-color="#02040b"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${visor}" stop-opacity="0.3"/><stop offset="1" stop-color="${visor}" stop-opacity="0.05"/></linearGradient>
<clipPath id="frame"><circle cx="128" cy="128" r="128"/></clipPath>
</defs>
<g clip-path="url(#frame)">
<rect width="256" height="256" fill="url(#sky)"/>
${stars(name, 28)}
<circle cx="44" cy="58" r="16" fill="${accent}" opacity="0.9"/>
<ellipse cx="44" cy="58" rx="27" ry="6" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2.5" transform="rotate(-20 44 58)"/>
<path d="M28 256 C34 196 74 174 128 174 C182 174 222 196 228 256 Z" fill="${suit}"/>
<path d="M96 178 L128 222 L160 178" fill="none" stroke="${accent}" stroke-width="8" stroke-linejoin="round"/>
<circle cx="188" cy="214" r="11" fill="${accent}"/>
<path d="M188 205 l2.6 5.6 6 .7 -4.5 4.1 1.2 5.9 -5.3 -3 -5.3 3 1.2 -5.9 -4.5 -4.1 6 -.7 z" fill="${suit}"/>
<rect x="101" y="160" width="54" height="22" rx="8" fill="#cfd8e6"/>
<circle cx="128" cy="106" r="74" fill="#e9eef6" stroke="#9fb0c8" stroke-width="4"/>
<line x1="172" y1="48" x2="186" y2="22" stroke="#9fb0c8" stroke-width="4" stroke-linecap="round"/>
<circle cx="187" cy="19" r="6" fill="${accent}"/>
<ellipse cx="128" cy="110" rx="56" ry="52" fill="#1b2333"/>
<path d="M80 104 C82 70 104 58 128 58 C152 58 174 70 176 104 C164 86 146 80 128 80 C110 80 92 86 80 104 Z" fill="${hair}"/>
<ellipse cx="128" cy="114" rx="38" ry="42" fill="${skin}"/>
<path d="M90 100 C96 80 112 74 128 74 C144 74 160 80 166 100 C150 90 140 88 128 88 C116 88 104 92 90 100 Z" fill="${hair}"/>
<circle cx="114" cy="112" r="5" fill="#1d1410"/>
<circle cx="142" cy="112" r="5" fill="#1d1410"/>
<circle cx="115.5" cy="110.5" r="1.6" fill="#fff"/>
<circle cx="143.5" cy="110.5" r="1.6" fill="#fff"/>
<path d="M114 132 Q128 144 142 132" fill="none" stroke="#5a2e1c" stroke-width="4" stroke-linecap="round"/>
<ellipse cx="128" cy="110" rx="56" ry="52" fill="url(#glass)"/>
<path d="M86 86 C96 68 114 62 132 62" fill="none" stroke="#fff" stroke-opacity="0.75" stroke-width="6" stroke-linecap="round"/>
</g>
</svg>`;
}

/** A neutral portrait on a white background: stands in for an uploaded photo. */
function portraitSvg(initials: string, tone: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="Foto ${escapeXml(initials)}">
<title>Foto ${escapeXml(initials)}</title>
<rect width="256" height="256" fill="#ffffff"/>
<path d="M40 256 C44 198 82 176 128 176 C174 176 212 198 216 256 Z" fill="#29507e"/>
<ellipse cx="128" cy="112" rx="46" ry="54" fill="${tone}"/>
<path d="M82 104 C80 66 104 50 128 50 C156 50 178 66 174 106 C164 84 148 78 128 78 C108 78 92 84 82 104 Z" fill="#2b1a12"/>
<text x="128" y="240" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

/** The SVG for a file under `/avatars/`, or null when there is no such file. */
export function avatarFile(file: string, portraits: Record<string, string>): string | null {
  const name = file.replace(/\.svg$/, '');
  if (!file.endsWith('.svg')) return null;
  // Own names only: `constructor.svg` is not a picture.
  const look = Object.hasOwn(CREW, name) ? CREW[name] : undefined;
  if (look) return crewAvatarSvg(name, look);
  const initials = Object.hasOwn(portraits, name) ? portraits[name] : undefined;
  return initials ? portraitSvg(initials, '#e0ac69') : null;
}
