import { Dialog } from '@jornada/ui';
import type { PrivacyDialogProps } from './PrivacyDialog';

/** The privacy policy popup's contents. Sample text, to be replaced. */
export default function PrivacyPolicyDialog({ open, onClose }: PrivacyDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Política de Privacidade">
      <p>
        <strong>Texto de exemplo.</strong> Esta política explica como o portal Jornada trata os
        dados pessoais dos participantes da campanha de incentivo.
      </p>
      <h3>Quais dados coletamos</h3>
      <p>
        Nome, matrícula, e-mail, data de nascimento, unidade de negócio e a foto enviada para a
        criação do avatar. Também registramos a data e a hora de cada acesso.
      </p>
      <h3>Para que usamos</h3>
      <ul>
        <li>Identificar você no acesso ao portal, com senha e código de verificação;</li>
        <li>Criar e exibir o seu avatar de tripulante;</li>
        <li>Apurar os resultados das campanhas conforme cada regulamento;</li>
        <li>Responder às mensagens enviadas pelo Fale Conosco.</li>
      </ul>
      <h3>Com quem compartilhamos</h3>
      <p>
        Somente com as empresas que operam a campanha, que seguem a mesma política. Não vendemos
        dados pessoais.
      </p>
      <h3>Seus direitos</h3>
      <p>
        Conforme a Lei Geral de Proteção de Dados (LGPD), você pode pedir acesso, correção ou
        exclusão dos seus dados pelo Fale Conosco. Os dados são guardados enquanto durar a campanha
        e pelo prazo exigido por lei.
      </p>
    </Dialog>
  );
}
