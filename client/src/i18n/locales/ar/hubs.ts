import type { Translation } from '../../catalogue';
import type en from '../en/hubs';

const ar: Translation<typeof en> = {};

export default ar;
