import styled from 'styled-components';
import { DownloadableImage, media } from '@jornada/ui';
import { businessUnitAssets } from '../../content/businessUnits';

const Grid = styled.div`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};

  ${media.up('smPlus')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.onSpaceMuted};
`;

/**
 * Ship and shield of the participant's business unit, each with a Download link that saves it as
 * a PNG (rendered at build time: a phone's gallery keeps no SVG). Both are priority
 * images: the ship is the page's largest image on a phone, the (taller) shield beside it on wider
 * screens.
 */
export function UnitArtwork({ unidade }: { unidade: string | null | undefined }) {
  const assets = businessUnitAssets(unidade);
  if (!assets) {
    return <Note>As imagens da sua unidade de negócio ainda não estão disponíveis.</Note>;
  }
  return (
    <Grid>
      {(['ship', 'shield'] as const).map((kind) => (
        <DownloadableImage
          key={kind}
          kind={kind}
          unit={assets.unidade}
          src={assets[kind].src}
          width={assets[kind].width}
          height={assets[kind].height}
          downloadSrc={assets[kind].downloadSrc}
          fileName={assets[kind].downloadName}
          priority
        />
      ))}
    </Grid>
  );
}
