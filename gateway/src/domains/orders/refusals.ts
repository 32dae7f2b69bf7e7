import { refusalsOf } from '../../core/user-errors.ts';
import { orderRefusals } from './messages.ts';

export const { refusalFor, refusalOf } = refusalsOf(orderRefusals);
