// Entry of the bench's worker threads. Node 20 does not hand the `--import tsx` loader to worker
// threads, so this registers tsx in the thread and then loads the TypeScript module named in
// `workerData.entry` (which sees `isMainThread === false` and acts as the worker).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
