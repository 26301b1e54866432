import type { Translation } from '../../catalogue';
import type en from '../en/profile';

const ar: Translation<typeof en> = {};

export default ar;
