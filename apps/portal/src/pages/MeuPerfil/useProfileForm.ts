import { useState } from 'react';
import { toErrorLines, useUpdateProfileMutation, type Participant } from '@jornada/api';
import { SUCCESS_TEXT } from '@jornada/api/messages';
import type { FormStatusValue, ProfileFormProps, ProfileValues } from '@jornada/ui';

export interface ProfileFormState {
  values: ProfileValues;
  status: FormStatusValue;
  messages: string[];
  onFieldChange: ProfileFormProps['onFieldChange'];
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

  const onFieldChange: ProfileFormProps['onFieldChange'] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (status === 'success') setStatus('idle');
  };

  const onSubmit = (valid: ProfileValues) => {
    setValues(valid);
    setStatus('pending');
    setMessages([]);
    update({ nome: valid.nome, matricula: valid.matricula, avatarUrl: profile.avatarUrl })
      .unwrap()
      .then(
        () => {
          setStatus('success');
          setMessages([SUCCESS_TEXT.updateProfile]);
        },
        (error: unknown) => {
          setStatus('error');
          setMessages(toErrorLines(error));
        },
      );
  };

  return { values, status, messages, onFieldChange, onSubmit };
}
