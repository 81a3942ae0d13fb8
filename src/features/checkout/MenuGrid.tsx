import { memo } from 'react';
import type { MenuTile } from './menu-items';

/** The tiles of one category or search: memoised so a cart change never re-renders the grid. */
export const MenuGrid = memo(function MenuGrid({
  tiles,
  format,
  stockLabel,
  onAdd,
}: {
  tiles: readonly MenuTile[];
  format: (minor: number) => string;
  stockLabel: (stock: number) => string;
  onAdd: (tile: MenuTile) => void;
}) {
  return (
    <ul className="menu-grid" aria-label="Menu">
      {tiles.map((tile) => (
        <li key={tile.key}>
          <button type="button" className={`menu-tile menu-tile--${tile.kind}`} onClick={() => onAdd(tile)}>
            <span className="menu-tile__name">{tile.name}</span>
            <span className="menu-tile__price">{format(tile.unitPrice)}</span>
            {tile.stock !== null && <span className={tile.stock <= 0 ? 'menu-tile__stock menu-tile__stock--out' : 'menu-tile__stock'}>{stockLabel(tile.stock)}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
});
