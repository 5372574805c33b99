/** The compiled phase chart (compiled once; rules send phase events through it). */
import { compileChart } from '@/machines/engine';
import { xueqiMachine } from './machine';

export const xueqiChart = compileChart(xueqiMachine);
