import type { Translation } from '../../catalogue';
import type en from '../en/contact';

const ar: Translation<typeof en> = {};

export default ar;
