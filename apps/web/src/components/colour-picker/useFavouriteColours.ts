import { useCallback, useSyncExternalStore } from 'react';
import { addFavourite, FAVOURITES_KEY, parseFavourites, removeFavourite } from './favourites.ts';

const EVENT = 'prancheta:favourite-colours';
let cache: { raw: string | null; list: string[] } = { raw: null, list: [] };

function snapshot(): string[] {
  const raw = localStorage.getItem(FAVOURITES_KEY);
  if (raw !== cache.raw) cache = { raw, list: parseFavourites(raw) };
  return cache.list;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function save(list: string[]): void {
  localStorage.setItem(FAVOURITES_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(EVENT));
}

/** The favourite colours in localStorage, shared live by every picker on the page and other tabs. */
export function useFavouriteColours() {
  const favourites = useSyncExternalStore(subscribe, snapshot, () => []);
  const add = useCallback((colour: string) => save(addFavourite(snapshot(), colour)), []);
  const remove = useCallback((colour: string) => save(removeFavourite(snapshot(), colour)), []);
  return { favourites, add, remove };
}
