import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { displayImageUrl, toErrorLines, useGetProfileQuery, type Participant } from '@jornada/api';
import { AvatarFlow } from '@jornada/flows';
import {
  Alert,
  Avatar,
  Button,
  PROFILE_TITLE,
  PageContainer,
  ProfileForm,
  Spinner,
  media,
} from '@jornada/ui';
import { getAppConfig } from '../../config/appConfig';
import { PageTitle } from '../../components/PageTitle';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { profilePictureUrl } from '../../session/profilePicture';
import { notifySessionChanged } from '../../session/userDataStore';
import { getApiClient } from '../../store/apiStore';
import { businessUnitAssets } from '../../content/businessUnits';
import { UnitArtwork } from './UnitArtwork';
import { useProfileForm } from './useProfileForm';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
  margin: 0 auto;
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p:first-child {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p + p {
    color: ${({ theme }) => theme.colors.onSpaceMuted};
  }
`;

const Status = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** The form, named by the page's h1 `Meu perfil` (no second `Meu perfil` heading on the card). */
function ProfileFormSection({ profile, labelledBy }: { profile: Participant; labelledBy: string }) {
  const form = useProfileForm(profile);
  return (
    <ProfileForm
      labelledBy={labelledBy}
      values={form.values}
      onFieldChange={form.onFieldChange}
      onSubmit={form.onSubmit}
      email={profile.email}
      birthDate={profile.dataDeNascimento}
      status={form.status}
      messages={form.messages}
      onDiscardDraft={form.onDiscardDraft}
    />
  );
}

function ProfileView({ profile, titleId }: { profile: Participant; titleId: string }) {
  const { storageHost } = getAppConfig();
  const unit = businessUnitAssets(profile.unidadeDeNegocio);
  return (
    <>
      <Identity>
        <Avatar name={profile.nome} src={profilePictureUrl(profile, storageHost)} size={96} />
        <div>
          <p>{profile.nome}</p>
          <p>{unit ? `${unit.unidade} · ${unit.label}` : profile.unidadeDeNegocio}</p>
        </div>
      </Identity>
      <section aria-labelledby="sua-unidade">
        <SectionTitle id="sua-unidade">Sua unidade</SectionTitle>
        <UnitArtwork unidade={profile.unidadeDeNegocio} />
      </section>
      <ProfileFormSection profile={profile} labelledBy={titleId} />
      {/* 'Seu avatar': Selecionar saves at once (PUT /participante) and reads the profile again,
          which replaces userData and this page's query data; the header follows. */}
      <AvatarFlow
        participant={profile}
        client={getApiClient()}
        onChanged={notifySessionChanged}
        toDisplayUrl={(url) => displayImageUrl(url, storageHost) ?? url}
      />
    </>
  );
}

/** /meu-perfil: avatar, the unit's ship and shield, the profile form and the avatar options. */
export default function MeuPerfilPage() {
  useDocumentTitle(PROFILE_TITLE);
  const titleId = useId();
  const { data: profile, error, isError, isFetching, refetch } = useGetProfileQuery();

  // The profile read is also the stored userData (the api saves it): let the header follow.
  useEffect(() => {
    if (profile) notifySessionChanged();
  }, [profile]);

  return (
    <PageContainer>
      <Stack>
        <PageTitle id={titleId}>{PROFILE_TITLE}</PageTitle>
        {profile ? (
          <ProfileView profile={profile} titleId={titleId} />
        ) : isError ? (
          <Status>
            <Alert tone="error" messages={toErrorLines(error)} />
            <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
              Tentar novamente
            </Button>
          </Status>
        ) : (
          <Status>
            <Spinner size={32} label="Carregando o seu perfil…" />
          </Status>
        )}
      </Stack>
    </PageContainer>
  );
}
