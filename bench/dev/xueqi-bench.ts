/** Print the 血契 bench rows: `npx tsx bench/dev/xueqi-bench.ts` (the shared runner is `npm run bench`). */
import { benchGame } from '../xueqi';

console.table(benchGame());
