// Preloaded with `node --import tsx --import ./tests/support/record-modules.mjs ...`: writes
// the URL of every module the process loads, one a line, to the file named by
// RECORD_MODULES_FILE. Lets a test see which of our modules a start really loaded.
import { register } from 'node:module';

const file = process.env.RECORD_MODULES_FILE;
if (file) register('./record-modules-hooks.mjs', import.meta.url, { data: { file } });
