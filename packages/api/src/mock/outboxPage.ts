import type { OutboxEntry } from './state';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One console line per code sent. */
export const outboxLine = (entry: OutboxEntry) =>
  `[outbox] código ${entry.code} para ${entry.email} (${entry.purpose})`;

/** A small readable page listing the codes, newest first. */
export function outboxHtml(outbox: readonly OutboxEntry[]): string {
  const rows = [...outbox]
    .reverse()
    .map(
      (entry) =>
        `<tr><td><code>${escapeHtml(entry.code)}</code></td><td>${escapeHtml(entry.email)}</td><td>${escapeHtml(entry.purpose)}</td><td>${escapeHtml(entry.sentAt)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de saída da API de demonstração</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#10233f;background:#fff}
table{border-collapse:collapse;min-width:32rem}th,td{border-bottom:1px solid #c9d3e0;padding:.5rem 1rem;text-align:left}
code{font-size:1.25rem;letter-spacing:.15em;color:#176cd9}
</style></head>
<body>
<h1>Caixa de saída</h1>
<p>Códigos que um servidor real enviaria por e-mail, do mais recente ao mais antigo. Atualize a página para ver novos.</p>
${
  outbox.length === 0
    ? '<p>Nenhum código enviado ainda.</p>'
    : `<table><thead><tr><th>Código</th><th>E-mail</th><th>Finalidade</th><th>Enviado em</th></tr></thead><tbody>
${rows}
</tbody></table>`
}
</body></html>`;
}
