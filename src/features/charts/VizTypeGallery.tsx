// Step 2 of /chart/add/: the registered chart types by category, searchable by name; a tile per
// type with its name and description (Superset's VizTypeGallery, without thumbnails).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField/TextField.tsx';
import { listViz, vizByCategory } from '../../visualizations/registry.ts';

const ALL = '';

export function VizTypeGallery({
  selected,
  onSelect,
  onOpen,
}: {
  selected: string | null;
  onSelect: (vizType: string) => void;
  /** A double-click on a tile. */
  onOpen: (vizType: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const groups = vizByCategory();
  const term = search.trim().toLowerCase();
  const shown = term
    ? listViz().filter((viz) => viz.name.toLowerCase().includes(term))
    : category === ALL
      ? listViz()
      : (groups.find((group) => group.category === category)?.plugins ?? []);
  const tabs = [
    { key: ALL, label: t('chartCreation.allCharts') },
    ...groups.map((g) => ({ key: g.category, label: g.category })),
  ];

  return (
    <div className="loupe-viz-gallery">
      <div className="loupe-viz-gallery__side">
        <TextField
          aria-label={t('chartCreation.searchCharts')}
          placeholder={t('chartCreation.searchCharts')}
          type="search"
          value={search}
          onChange={setSearch}
        />
        <div role="tablist" aria-orientation="vertical" className="loupe-viz-gallery__categories">
          {tabs.map((tab) => (
            <button
              key={tab.key || 'all'}
              type="button"
              role="tab"
              aria-selected={!term && category === tab.key}
              className="loupe-viz-gallery__category"
              onClick={() => {
                setCategory(tab.key);
                setSearch('');
              }}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div className="loupe-viz-gallery__tiles">
        {shown.length === 0 && <p>{t('chartCreation.noCharts')}</p>}
        {shown.map((viz) => (
          <button
            key={viz.key}
            type="button"
            aria-label={viz.name}
            aria-pressed={selected === viz.key}
            aria-describedby={`loupe-viz-${viz.key}-description`}
            className="loupe-viz-gallery__tile"
            onClick={() => onSelect(viz.key)}
            onDoubleClick={() => onOpen(viz.key)}
          >
            <span className="loupe-viz-gallery__name">{viz.name}</span>
            <span id={`loupe-viz-${viz.key}-description`} className="loupe-viz-gallery__description">
              {viz.description}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
