/** core-session-account.md section 2: the devices the instructions page can pick from. */
export const INSTRUCTION_DEVICES = ['samsung', 'sony', 'lg', 'haier', 'xiaomi', 'yandex', 'sberbox', 'apple_tv', 'android_tv'] as const;
export type InstructionDevice = (typeof INSTRUCTION_DEVICES)[number];
