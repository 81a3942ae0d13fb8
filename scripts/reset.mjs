// `npm run reset`: wipes the local stack's data (database, identity pool); the next start seeds anew.
import { rm } from 'node:fs/promises';

const dir = process.env.DATA_DIR ?? '.data';
await rm(dir, { recursive: true, force: true });
console.log(`Removed ${dir}. The next \`npm start\` loads the demo data again.`);
