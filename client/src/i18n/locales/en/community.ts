/** English strings of this area; the Arabic file beside it mirrors every key. */
export default {} as const;
