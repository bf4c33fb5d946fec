import type { Storage } from '../media/storage/storage.ts';

/**
 * The real storage, with every image write held until open(): processing can be caught in the
 * middle. `started` resolves at the first held write; `puts` lists every key held.
 */
export function heldStorage({ armed = true }: { armed?: boolean } = {}) {
  let holding = armed;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let firstPut!: () => void;
  const started = new Promise<void>((resolve) => (firstPut = resolve));
  const puts: string[] = [];
  const wrap = (storage: Storage): Storage => ({
    ...storage,
    async put(key, data, type) {
      if (!holding) return storage.put(key, data, type);
      puts.push(key);
      firstPut();
      await gate;
      await storage.put(key, data, type);
    },
  });
  /** Starts holding writes (with `armed: false`, writes pass until then: a test's setup can store). */
  const arm = () => {
    holding = true;
  };
  return { wrap, open, arm, started, puts };
}
