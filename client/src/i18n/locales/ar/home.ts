import type { Translation } from '../../catalogue';
import type en from '../en/home';

const ar: Translation<typeof en> = {};

export default ar;
