/** Original sample artwork for stories: how-to instruction images (SVG data URIs, not product art). */
const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sampleInstruction(step: string, title: string, lines: readonly string[]) {
  return svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" font-family="Arial, sans-serif">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#29507E"/><stop offset="1" stop-color="#070d1c"/></linearGradient></defs>
  <rect width="800" height="450" fill="url(#bg)"/>
  <g fill="#ffffff"><circle cx="720" cy="50" r="2"/><circle cx="660" cy="400" r="1.4"/><circle cx="40" cy="420" r="1.6"/><circle cx="380" cy="30" r="1.2"/></g>
  <circle cx="660" cy="250" r="90" fill="#176cd9" opacity="0.5"/>
  <ellipse cx="660" cy="250" rx="140" ry="34" fill="none" stroke="#ffd166" stroke-width="4" transform="rotate(-18 660 250)"/>
  <rect x="48" y="48" width="150" height="44" rx="22" fill="#ffd166"/>
  <text x="123" y="77" text-anchor="middle" font-size="20" font-weight="700" fill="#0f1b2d">${escapeXml(step)}</text>
  <text x="48" y="150" font-size="36" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  ${lines.map((line, i) => `<text x="48" y="${205 + i * 40}" font-size="24" fill="#c5d2e6">${escapeXml(line)}</text>`).join('\n  ')}
  <text x="48" y="420" font-size="16" fill="#c5d2e6" letter-spacing="2">AMOSTRA · conteúdo ilustrativo</text>
</svg>`);
}

const cycles = [
  ['Março–Maio 2025', 'Venda os itens do mix do ciclo', 'e acompanhe sua meta no portal.'],
  [
    'Junho–Agosto 2025',
    'Positive novos clientes da carteira',
    'com pelo menos um pedido faturado.',
  ],
  ['Setembro–Novembro 2025', 'Mantenha a frequência de compra', 'dos clientes positivados.'],
  ['Dezembro 2025', 'Confira a apuração final e', 'os tripulantes em destaque.'],
] as const;

/** Four dated images plus one general, as on /como-participar/{campanha}. */
export function sampleInstructions(campaign: string, dated = 4) {
  const datedImages = Array.from({ length: dated }, (_, index) => {
    const [period, first, second] = cycles[index % cycles.length] ?? cycles[0];
    return {
      src: sampleInstruction(`Passo ${index + 1}`, period, [first, second]),
      alt: `Passo ${index + 1}, ${period}: ${first} ${second}`,
      caption: `Passo ${index + 1} · ${period}`,
      width: 800,
      height: 450,
    };
  });
  return [
    ...datedImages,
    {
      src: sampleInstruction('Geral', `Campanha ${campaign}`, [
        'Consulte o regulamento completo',
        'e tire dúvidas pelo Fale Conosco.',
      ]),
      alt: `Informações gerais da campanha ${campaign}: consulte o regulamento completo e tire dúvidas pelo Fale Conosco.`,
      caption: 'Informações gerais',
      width: 800,
      height: 450,
    },
  ];
}
