import { useSearchParams } from 'react-router-dom';
import { NearMeButton } from './near-me-button';
import { type ListView, listViewFrom, ViewToggle } from './view-toggle';

/** The list or map choice, kept in the address (`?view=map`) so back and a shared link keep it. */
export function useListView(): [ListView, (view: ListView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = listViewFrom(searchParams.get('view'));
  const setView = (next: ListView) => {
    const query = new URLSearchParams(searchParams);
    if (next === 'map') query.set('view', 'map');
    else query.delete('view');
    // A focused hub belongs to the map it was focused on.
    query.delete('hub');
    setSearchParams(query, { preventScrollReset: true });
  };
  return [view, setView];
}

/** Above a list: show it as a list or on a map, and sort it by distance. */
export function ListToolbar({
  view,
  onViewChange,
}: {
  view: ListView;
  onViewChange: (view: ListView) => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <ViewToggle view={view} onChange={onViewChange} />
      <NearMeButton />
    </div>
  );
}
