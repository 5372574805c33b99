/** The compiled chart, built lazily so rule functions can send phase events without an import cycle at load. */
import { compileChart } from '@/machines/engine';
import type { Chart } from '@/machines/engine';
import { xingjieMachine } from './machine';

let chart: Chart | null = null;
export const CHART = (): Chart => (chart ??= compileChart(xingjieMachine));
