import { memo } from 'react';
import type { MenuTile } from './menu-items';

/** The tiles of one category or search: memoised so a cart change never re-renders the grid. */
export const MenuGrid = memo(function MenuGrid({
  label,
  tiles,
  format,
  stockLabel,
  sessionsLabel,
  onAdd,
}: {
  label: string;
  tiles: readonly MenuTile[];
  format: (minor: number) => string;
  stockLabel: (stock: number) => string;
  /** A package's summary, from its total number of sessions. */
  sessionsLabel: (sessions: number) => string;
  onAdd: (tile: MenuTile) => void;
}) {
  return (
    <ul className="menu-grid" aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <button type="button" className={`menu-tile menu-tile--${tile.kind}`} onClick={() => onAdd(tile)}>
            <span className="menu-tile__name">{tile.name}</span>
            <span className="menu-tile__price">{format(tile.unitPrice)}</span>
            {tile.stock !== null && <span className={tile.stock <= 0 ? 'menu-tile__stock menu-tile__stock--out' : 'menu-tile__stock'}>{stockLabel(tile.stock)}</span>}
            {tile.contents && <span className="menu-tile__stock">{sessionsLabel(tile.contents.reduce((n, c) => n + c.sessions, 0))}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
});
