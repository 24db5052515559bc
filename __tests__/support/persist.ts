// Starts a store's persistence in a test and waits until the persisted slices have been restored.
import type { Persistor } from 'redux-persist';
import { startPersistence, type AppStore } from '@/store';

function ready(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

export async function persisted(store: AppStore): Promise<Persistor> {
  const persistor = await startPersistence(store);
  if (!persistor) throw new Error('persistence did not start');
  await ready(persistor);
  return persistor;
}
