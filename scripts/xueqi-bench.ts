/** Print the 血契 bench rows: `npx tsx scripts/xueqi-bench.ts` (the shared runner is `npm run bench`). */
import { benchGame } from '../bench/xueqi';

console.table(benchGame());
