// The SQL editor: ace in SQL mode with autocomplete, as a controlled React component. Ace is
// loaded on first use (its own chunk); until then a placeholder of the same height shows.
import { lazy, Suspense } from 'react';
import { Loading } from '../Loading/Loading.tsx';
import type { SqlEditorProps } from './sqlEditorTypes.ts';
import './SqlEditor.css';

const AceSqlEditor = lazy(() =>
  import('./AceSqlEditor.tsx').then((module) => ({ default: module.AceSqlEditor })),
);

export function SqlEditor(props: SqlEditorProps) {
  const fallback = (
    <div className="loupe-sql-editor loupe-sql-editor--loading" style={{ height: props.height ?? '100%' }}>
      <Loading />
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <AceSqlEditor {...props} />
    </Suspense>
  );
}
