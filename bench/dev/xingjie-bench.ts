/** Dev aid: print the 星阶 bench rows without the shared runner. */
import { benchGame } from '@/bench/xingjie';
console.table(benchGame());
