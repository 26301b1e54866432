import type { Translation } from '../../catalogue';
import type en from '../en/help';

const ar: Translation<typeof en> = {};

export default ar;
