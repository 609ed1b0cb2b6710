export { TILE_GRID_TITLE, TileGrid, type TileGridItem, type TileGridProps } from './TileGrid';
