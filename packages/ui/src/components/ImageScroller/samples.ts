/** Original sample artwork for stories: regulation pages with readable sample text (SVG). */
const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const clauses = [
  [
    '1. DO OBJETIVO',
    'Esta campanha reconhece a tripulação que alcançar as metas',
    'de vendas definidas para cada ciclo, conforme este regulamento.',
  ],
  [
    '2. DOS PARTICIPANTES',
    'Participam os vendedores com cadastro ativo no portal e',
    'vínculo com uma das unidades de negócio participantes.',
  ],
  [
    '3. DA APURAÇÃO',
    'Os resultados são apurados ao fim de cada ciclo, com base',
    'nos pedidos faturados e entregues no período.',
  ],
  [
    '4. DAS DISPOSIÇÕES GERAIS',
    'Casos omissos serão avaliados pela comissão organizadora.',
    'Dúvidas podem ser enviadas pelo formulário Fale Conosco.',
  ],
];

/** One A4-like page of a regulation, marked AMOSTRA (sample), with page number. */
function sampleRegulationPage(title: string, page: number, total: number) {
  const start = ((page - 1) * 2) % clauses.length;
  const body = [clauses[start], clauses[(start + 1) % clauses.length]]
    .map((clause, block) => {
      const [heading = '', ...lines] = clause ?? [];
      const y = 250 + block * 260;
      return `<text x="70" y="${y}" font-size="22" font-weight="700" fill="#29507E">${escapeXml(heading)}</text>
${lines.map((line, i) => `<text x="70" y="${y + 42 + i * 34}" font-size="19" fill="#0f1b2d">${escapeXml(line)}</text>`).join('\n')}
${[0, 1, 2].map((i) => `<rect x="70" y="${y + 120 + i * 30}" width="${620 - i * 90}" height="10" rx="5" fill="#c9d3e1"/>`).join('\n')}`;
    })
    .join('\n');
  return svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 760 1000" width="760" height="1000" font-family="Arial, sans-serif">
  <rect width="760" height="1000" fill="#ffffff"/>
  <rect width="760" height="120" fill="#29507E"/>
  <circle cx="700" cy="60" r="34" fill="none" stroke="#ffd166" stroke-width="4"/>
  <path d="M700 34c8 6 11 15 11 26v14h-22V60c0-11 3-20 11-26z" fill="#ffffff"/>
  <text x="70" y="55" font-size="18" fill="#c5d2e6" letter-spacing="3">JORNADA · REGULAMENTO</text>
  <text x="70" y="92" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  <text x="380" y="620" font-size="120" font-weight="700" fill="#176cd9" fill-opacity="0.08" text-anchor="middle" transform="rotate(-30 380 620)">AMOSTRA</text>
  ${body}
  <line x1="70" y1="930" x2="690" y2="930" stroke="#c9d3e1" stroke-width="2"/>
  <text x="70" y="962" font-size="16" fill="#4a5a70">AMOSTRA · texto ilustrativo, não é o regulamento oficial</text>
  <text x="690" y="962" font-size="16" fill="#4a5a70" text-anchor="end">Página ${page} de ${total}</text>
</svg>`);
}

/** The pages of a sample regulation, ready for `ImageScroller`. */
export function sampleRegulation(title: string, total = 3) {
  return Array.from({ length: total }, (_, index) => ({
    src: sampleRegulationPage(title, index + 1, total),
    alt: `${title}, página ${index + 1} de ${total}`,
    width: 760,
    height: 1000,
  }));
}
