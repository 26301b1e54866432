import type { Translation } from '../../catalogue';
import type en from '../en/food';

const ar: Translation<typeof en> = {};

export default ar;
