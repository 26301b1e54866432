import type { Translation } from '../../catalogue';
import type en from '../en/community';

const ar: Translation<typeof en> = {};

export default ar;
