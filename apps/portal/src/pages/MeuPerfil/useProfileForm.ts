import { useState } from 'react';
import { toErrorLines, useUpdateProfileMutation, type Participant } from '@jornada/api';
import type { FormStatusValue, ProfileValues } from '@jornada/ui';

export interface ProfileFormState {
  values: ProfileValues;
  status: FormStatusValue;
  messages: string[];
  onChange: (values: ProfileValues) => void;
  onSubmit: (values: ProfileValues) => void;
}

/**
 * The profile form wired to PUT /participante: `{nome, matricula, avatarUrl}` with the avatar
 * address exactly as the API gave it; what was typed stays after a failure.
 */
export function useProfileForm(profile: Participant): ProfileFormState {
  const [update] = useUpdateProfileMutation();
  const [values, setValues] = useState<ProfileValues>({
    nome: profile.nome ?? '',
    matricula: profile.matricula ?? '',
  });
  const [status, setStatus] = useState<FormStatusValue>('idle');
  const [messages, setMessages] = useState<string[]>([]);

  const onChange = (next: ProfileValues) => {
    setValues(next);
    if (status === 'success') setStatus('idle');
  };

  const onSubmit = (valid: ProfileValues) => {
    setValues(valid);
    setStatus('pending');
    setMessages([]);
    update({ nome: valid.nome, matricula: valid.matricula, avatarUrl: profile.avatarUrl })
      .unwrap()
      .then(
        () => setStatus('success'),
        (error: unknown) => {
          setStatus('error');
          setMessages(toErrorLines(error));
        },
      );
  };

  return { values, status, messages, onChange, onSubmit };
}
