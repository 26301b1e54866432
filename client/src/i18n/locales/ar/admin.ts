import type { Translation } from '../../catalogue';
import type en from '../en/admin';

const ar: Translation<typeof en> = {};

export default ar;
