import { useEffect, useMemo, useState } from 'react';
import {
  draftSlot,
  toErrorLines,
  useUpdateProfileMutation,
  type DraftSlot,
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
function readProfileDraft(
  slot: DraftSlot<ProfileValues>,
  profile: Participant,
): ProfileValues | null {
  const draft = slot.read();
  if (!draft || !sameValues(draft, savedValues(profile))) return draft;
  slot.clear();
  return null;
}

/**
 * The profile form wired to PUT /participante: `{nome, matricula, avatarUrl}` with the avatar
 * address exactly as the API gave it; what was typed stays after a failure, and as a draft of
 * this participant's (this tab) until it is saved, discarded or the participant leaves ("Sair").
 */
export function useProfileForm(profile: Participant): ProfileFormState {
  const [update] = useUpdateProfileMutation();
  // Written a moment after the last key (and at once if the page goes, or on a submit).
  const draft = useMemo(() => draftSlot('profile', profile.email), [profile.email]);
  useEffect(() => () => draft.flush?.(), [draft]);
  // The draft the form came back with: its note shows until it is discarded or saved.
  const [restored, setRestored] = useState(() => readProfileDraft(draft, profile));
  const [values, setValues] = useState<ProfileValues>(() => restored ?? savedValues(profile));
  const [status, setStatus] = useState<FormStatusValue>('idle');
  const [messages, setMessages] = useState<string[]>([]);

  const onFieldChange: ProfileFormProps['onFieldChange'] = (field, value) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (sameValues(next, savedValues(profile))) draft.clear();
    else draft.save(next);
    if (status === 'success') setStatus('idle');
  };

  const onDiscardDraft = () => {
    draft.clear();
    setValues(savedValues(profile));
    setRestored(null);
  };

  const onSubmit = (valid: ProfileValues) => {
    // Written before the request: a session that expires meanwhile keeps it for this participant.
    draft.flush?.();
    setValues(valid);
    setStatus('pending');
    setMessages([]);
    update({ nome: valid.nome, matricula: valid.matricula, avatarUrl: profile.avatarUrl })
      .unwrap()
      .then(
        () => {
          draft.clear();
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
