import { useState } from 'react';
import {
  clearDraft,
  readDraft,
  saveDraft,
  toErrorLines,
  useUpdateProfileMutation,
  type Participant,
} from '@jornada/api';
import { SUCCESS_TEXT } from '@jornada/api/messages';
import type { FormStatusValue, ProfileFormProps, ProfileValues } from '@jornada/ui';

export interface ProfileFormState {
  values: ProfileValues;
  status: FormStatusValue;
  messages: string[];
  onFieldChange: ProfileFormProps['onFieldChange'];
  onSubmit: (values: ProfileValues) => void;
  /** Set while the values shown came back from this participant's draft. */
  onDiscardDraft: (() => void) | undefined;
}

const savedValues = (profile: Participant): ProfileValues => ({
  nome: profile.nome ?? '',
  matricula: profile.matricula ?? '',
});

const sameValues = (a: ProfileValues, b: ProfileValues) =>
  a.nome === b.nome && a.matricula === b.matricula;

/** This participant's draft, unless it says what the profile already says. */
function readProfileDraft(profile: Participant): ProfileValues | null {
  const draft = readDraft('profile', profile.email);
  if (!draft || !sameValues(draft, savedValues(profile))) return draft;
  clearDraft('profile');
  return null;
}

/**
 * The profile form wired to PUT /participante: `{nome, matricula, avatarUrl}` with the avatar
 * address exactly as the API gave it; what was typed stays after a failure, and as a draft of
 * this participant's (this tab) until it is saved, discarded or the participant leaves ("Sair").
 */
export function useProfileForm(profile: Participant): ProfileFormState {
  const [update] = useUpdateProfileMutation();
  // The draft the form came back with: its note shows until it is discarded or saved.
  const [restored, setRestored] = useState(() => readProfileDraft(profile));
  const [values, setValues] = useState<ProfileValues>(() => restored ?? savedValues(profile));
  const [status, setStatus] = useState<FormStatusValue>('idle');
  const [messages, setMessages] = useState<string[]>([]);

  const onFieldChange: ProfileFormProps['onFieldChange'] = (field, value) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (sameValues(next, savedValues(profile))) clearDraft('profile');
    else saveDraft('profile', next, profile.email);
    if (status === 'success') setStatus('idle');
  };

  const onDiscardDraft = () => {
    clearDraft('profile');
    setValues(savedValues(profile));
    setRestored(null);
  };

  const onSubmit = (valid: ProfileValues) => {
    setValues(valid);
    setStatus('pending');
    setMessages([]);
    update({ nome: valid.nome, matricula: valid.matricula, avatarUrl: profile.avatarUrl })
      .unwrap()
      .then(
        () => {
          clearDraft('profile');
          setRestored(null);
          setStatus('success');
          setMessages([SUCCESS_TEXT.updateProfile]);
        },
        (error: unknown) => {
          setStatus('error');
          setMessages(toErrorLines(error));
        },
      );
  };

  return {
    values,
    status,
    messages,
    onFieldChange,
    onSubmit,
    onDiscardDraft: restored ? onDiscardDraft : undefined,
  };
}
