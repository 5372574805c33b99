import { benchGame } from '@/bench/wuhunzhi';
console.table(benchGame());
