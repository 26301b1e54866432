import type { Translation } from '../../catalogue';
import type en from '../en/notifications';

const ar: Translation<typeof en> = {};

export default ar;
