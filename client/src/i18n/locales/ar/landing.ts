import type { Translation } from '../../catalogue';
import type en from '../en/landing';

const ar: Translation<typeof en> = {};

export default ar;
