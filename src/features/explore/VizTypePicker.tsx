// The viz type picker: the registry's gallery by category.
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useVizText } from './useVizText.ts';
import { useVizPlugins } from './vizPlugins.tsx';

export function VizTypePicker({ value, onChange }: { value: string; onChange: (vizType: string) => void }) {
  const { t } = useTranslation();
  const text = useVizText();
  const { plugins, categories } = useVizPlugins();
  const [open, setOpen] = useState(false);
  const current = plugins.find((plugin) => plugin.key === value);
  return (
    <div className="loupe-explore__viz-type">
      <span className="loupe-field__label">{t('explorePage.vizType.label')}</span>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button className="loupe-explore__viz-type-button">{current ? text(current.name) : value}</Button>
        <Popover className="loupe-popover loupe-explore__gallery">
          <Dialog aria-label={t('explorePage.vizType.gallery')}>
            {categories.map(({ category, plugins: inCategory }) => (
              <section key={category}>
                <Heading level={4}>{text(category)}</Heading>
                <ul className="loupe-explore__gallery-list">
                  {inCategory.map((plugin) => (
                    <li key={plugin.key}>
                      <Button
                        className="loupe-explore__gallery-item"
                        onPress={() => {
                          onChange(plugin.key);
                          setOpen(false);
                        }}
                      >
                        {text(plugin.name)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
