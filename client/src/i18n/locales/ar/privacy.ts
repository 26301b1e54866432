import type { Translation } from '../../catalogue';
import type en from '../en/privacy';

const ar: Translation<typeof en> = {};

export default ar;
