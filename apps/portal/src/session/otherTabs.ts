/**
 * Calls `listener` when another tab changes one of `keys` in storage (or clears it all). Storage
 * events never fire in the tab that made the change.
 */
export function onOtherTabsStorage(keys: ReadonlySet<string>, listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.has(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
