import type { Translation } from '../../catalogue';
import type en from '../en/auth';

const ar: Translation<typeof en> = {};

export default ar;
