import type { Translation } from '../../catalogue';
import type en from '../en/impact';

const ar: Translation<typeof en> = {};

export default ar;
