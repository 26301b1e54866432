import type { Translation } from '../../catalogue';
import type en from '../en/donate';

const ar: Translation<typeof en> = {};

export default ar;
