/** The three avatar states of the spec. */
export type AvatarStatus = 'unavailable' | 'pendingApproval' | 'chosen';

export const AVATAR_OPTIONS_MAX = 3;

export const avatarStatusText: Record<AvatarStatus, string> = {
  unavailable:
    'Seus avatares ainda não estão disponíveis. Assim que ficarem prontos, você poderá escolher o seu aqui.',
  pendingApproval: 'Seus avatares estão em aprovação. Em breve você poderá escolher o seu.',
  chosen: 'Você pode trocar o seu avatar a qualquer momento.',
};

type MaybeUrl = string | null | undefined;

/** The options that can be shown: non-empty addresses, without repeats, at most three. */
export function avatarOptionsOf(options: readonly MaybeUrl[] | null | undefined): string[] {
  const urls = (options ?? []).map((url) => url?.trim() ?? '').filter((url) => url !== '');
  return [...new Set(urls)].slice(0, AVATAR_OPTIONS_MAX);
}

/**
 * No options -> `unavailable` (nothing to pick yet, whatever the avatar); options and no chosen
 * avatar -> `pendingApproval`; options and a chosen avatar -> `chosen`.
 */
export function avatarStatus({
  avatarUrl,
  options,
}: {
  avatarUrl: MaybeUrl;
  options: readonly MaybeUrl[] | null | undefined;
}): AvatarStatus {
  if (avatarOptionsOf(options).length === 0) return 'unavailable';
  return avatarUrl?.trim() ? 'chosen' : 'pendingApproval';
}
